/**
 * The picture beside each inner page's hero text (issue 28: a hero never leaves half its width
 * empty on a desktop). The files are drawn by tools/images/page-heroes.js into the catalogue's
 * image folder (`<name>-400.webp`, `<name>-800.webp`, 800 × 640); a page listed here without a
 * drawing makes that script fail.
 */
export const pageHeroArt = {
  '/web-development': { image: 'service-web-development', alt: 'Ilustración de una web en construcción: la página, su código y su versión móvil' },
  '/marketing': { image: 'service-marketing', alt: 'Ilustración de una campaña: gráfico de resultados al alza y una publicación con reacciones en un móvil' },
  '/inteligencia-artificial': { image: 'service-inteligencia-artificial', alt: 'Ilustración de una red neuronal que alimenta la respuesta de un asistente y un gráfico' },
  '/hosting-servidores': { image: 'service-hosting-servidores', alt: 'Ilustración de un armario de servidores, el correo que sirve y un escudo de seguridad' },
  '/saas-product': { image: 'service-saas-product', alt: 'Ilustración del panel de facturación y del reloj de control horario en un móvil' },
  '/telefonia': { image: 'hero-telefonia', alt: 'Ilustración de un router de fibra y un móvil con cobertura completa' },
  '/contacto': { image: 'hero-contacto', alt: 'Ilustración de la oficina en el mapa y una conversación con nuestro equipo' },
  '/nosotros': { image: 'hero-nosotros', alt: 'Ilustración del equipo y de una línea del tiempo desde el año 2000' },
  '/proyectos': { image: 'hero-proyectos', alt: 'Ilustración de tres proyectos web y de sus resultados' },
} as const satisfies Record<string, { image: string; alt: string }>;

/** A path with a hero picture. */
export type PageHeroArtPath = keyof typeof pageHeroArt;

/** The hero picture of `path` as PageHero's `art` takes it: its two widths and its description. */
export function heroArt(path: PageHeroArtPath): { src400: string; src800: string; alt: string } {
  const { image, alt } = pageHeroArt[path];
  return { src400: `/img/catalog/${image}-400.webp`, src800: `/img/catalog/${image}-800.webp`, alt };
}
