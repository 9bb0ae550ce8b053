/** The toasts' area and close button ({hotkey} is replaced by the key, F8). Loaded with the toasts' code. */
export const toastCopy = {
  label: 'Notificación',
  areaLabel: 'Notificaciones ({hotkey})',
  close: 'Cerrar notificación',
} as const;
