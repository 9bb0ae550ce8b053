/*
 * The words of /apps (SPEC §2 Apps) that are not its records (apps.ts holds the products): its
 * hero, the product cards' buttons and its closing call ('Ver Servicios' is actions.ts'). Apart from
 * the records, which NavegaBot reads too: only /apps loads this.
 */
export const appsPageCopy = {
  hero: { eyebrow: 'Apps', title: 'Nuestros productos como servicio' },
  /** A product card's buttons (SPEC §2); "de <producto>" is read by a screen reader only. */
  product: { detailsButton: 'Ver detalles +', of: 'de', productButton: 'Ver producto' },
  cta: {
    title: '¿Quieres verlos funcionando?',
    text: 'Te hacemos una demostración gratuita con casos como el tuyo y te ayudamos con la puesta en marcha.',
    primary: { label: 'Solicitar demostración', to: '/contacto' },
  },
} as const;
