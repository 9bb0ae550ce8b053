/** The kit's own words (the forms' labels come from shared/content/forms-copy). */
export const formKitCopy = {
  /** Read after a required field's label; the star beside it is only visual. */
  required: '(obligatorio)',
} as const;
