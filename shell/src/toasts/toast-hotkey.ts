/** SPEC §9: the key that focuses the notification area. */
export const TOAST_HOTKEY = 'F8';
