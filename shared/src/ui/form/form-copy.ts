/** The kit's own words (the forms' labels come from shared/content/forms-copy). */
export const formKitCopy = {
  /** Read after a required field's label; the star beside it is only visual. */
  required: '(obligatorio)',
  /** Under a sent form's confirmation: back to an empty form. */
  sendAnother: 'Enviar otro mensaje',
  /** A file field's drop zone. */
  filePick: 'Selecciona un archivo',
  fileDrop: 'o arrástralo aquí',
} as const;
