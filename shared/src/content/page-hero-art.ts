/**
 * The picture beside an inner page's hero text (issue 28: a hero never leaves half its width
 * empty on a desktop): here for the pages that are not records; a service page's is in its record
 * (./service-pages, `hero`). The files are in the catalogue's image folder (`<name>-400.webp`,
 * `<name>-800.webp`, 800 × 640), drawn by tools/images/page-heroes.js or, for /nosotros,
 * screenshotted by tools/images/project-pictures.js; a picture named here or in a record that has
 * neither a drawing there nor its files makes page-heroes.js fail.
 */
import { heroPicture, type HeroPicture } from './hero-picture';

export const pageHeroArt = {
  '/telefonia': { image: 'hero-telefonia', alt: 'Ilustración de un router de fibra y un móvil con cobertura completa' },
  '/contacto': { image: 'hero-contacto', alt: 'Ilustración de la oficina en el mapa y una conversación con nuestro equipo' },
  '/nosotros': { image: 'hero-nosotros', alt: 'Ilustración de nuestra oficina de Elche entre palmeras, con el equipo trabajando tras las ventanas' },
  '/proyectos': { image: 'hero-proyectos', alt: 'Ilustración de tres proyectos web y de sus resultados' },
} as const satisfies Record<string, HeroPicture>;


/** A path with a hero picture. */
export type PageHeroArtPath = keyof typeof pageHeroArt;


/** The hero picture of one of the pages above, as PageHero's `art` takes it. */
export function heroArt(path: PageHeroArtPath): { src400: string; src800: string; alt: string } {
  return heroPicture(pageHeroArt[path]);
}
