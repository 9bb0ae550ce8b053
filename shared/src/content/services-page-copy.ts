/*
 * The words of /servicios (SPEC §2 Services) that are not a record: its hero, its sections'
 * headings, its cards' button and its closing call (the cards are services.ts', the points
 * why-choose-us.ts'; 'Consulta Gratuita' and 'Ver Proyectos' are actions.ts'). Apart from those
 * records, which the home page's code shares: only /servicios loads this.
 */

/** The page's hero, the heading over the five cards, the "why choose us" block's and the closing call's. */
export const servicesPageCopy = {
  hero: {
    eyebrow: 'Servicios',
    title: 'Soluciones digitales para hacer crecer tu negocio',
    intro:
      'Desarrollo web, marketing, inteligencia artificial, hosting con correo Zimbra y productos SaaS: todo lo que tu empresa necesita para dar el salto digital, con un mismo equipo.',
  },
  cardsHeading: {
    title: 'Nuestros servicios',
    intro: 'Elige un servicio para conocer qué incluye, cómo trabajamos y con qué tecnologías.',
  },
  whyChooseUsHeading: { eyebrow: 'Por qué elegirnos', title: '¿Por qué trabajar con nosotros?' },
  cta: {
    title: '¿Listo para digitalizar tu negocio?',
    text: 'Cuéntanos tu idea y te asesoramos sin compromiso. La primera consulta es gratuita.',
  },
} as const;

/** A service card's button (SPEC §2: 'Más Información'). */
export const serviceCardCopy = {
  more: 'Más Información',
  /** Read after "Más Información" by a screen reader only: "sobre Marketing". */
  about: 'sobre',
} as const;
