/*
 * The words every project's own page shows around its record (SPEC §2 Project detail; the record
 * is its `page` in projects.ts): the back link, the facts' labels (the technologies' list is named by brand-marks.ts), 'Ir a la Web', the sections'
 * headings, the image carousel's controls and the closing call (its buttons, 'Solicitar
 * Presupuesto' and 'Ver más proyectos', are actions.ts'). Only the project pages load this.
 */
export const projectPageCopy = {
  back: 'Volver a proyectos',
  client: 'Cliente',
  duration: 'Duración',
  /** SPEC §2: the external link's button, in a new tab. */
  liveButton: 'Ir a la Web',
  aboutHeading: 'Sobre el proyecto',
  videosHeading: { eyebrow: 'Vídeos', intro: 'Pulsa un vídeo para verlo.' },
  cta: {
    title: '¿Necesitas un software a medida?',
    text: 'Desarrollamos aplicaciones que encajan con tu forma de trabajar. Cuéntanos tu caso sin compromiso.',
  },
} as const;

/** The carousel's name for a screen reader: "Capturas de NavegaTime". */
export const screenshotsLabel = (project: string) => `Capturas de ${project}`;

/** The videos section's heading: "NavegaTime en acción". */
export const videosTitle = (project: string) => `${project} en acción`;

/** The image carousel's controls and its position ("Imagen 1 de 3"), announced to screen readers. */
export const carouselCopy = {
  roleDescription: 'carrusel',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  position: (current: number, count: number) => `Imagen ${current} de ${count}`,
} as const;
