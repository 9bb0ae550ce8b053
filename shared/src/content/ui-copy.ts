/*
 * The texts the shared UI kit (shared/src/ui) shows or says by itself, whatever page it is on.
 * One export each: every remote bundles only the ones its components use.
 */

/** Said after a link that opens another site, so a screen reader knows a tab will open. */
export const newTabNote = '(se abre en una pestaña nueva)';

/** The social links' list name and each network's name. */
export const socialLinksCopy = {
  label: 'Redes sociales',
  networks: { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram' },
} as const;

/** Before the phone number under a closing call to action. */
export const ctaPhoneLead = 'o llámanos al';

/** Said for "back to the top" (the shell's round button and the phone contact bar's cell). */
export const backToTopLabel = 'Volver arriba';

/** A dialog's close button. */
export const dialogCloseLabel = 'Cerrar';

/** Read before each numbered step's heading ("Paso 2: …"); the eye sees the big number instead. */
export const stepPrefix = (step: number) => `Paso ${step}: `;
