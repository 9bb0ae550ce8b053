/**
 * A hero picture's shape and the URLs PageHero takes, apart from the list of pages' pictures
 * (./page-hero-art): a page that brings its own picture (a service page's record) does not load
 * every other page's description with it (the service pages went over the 130 KB first load).
 */

/** A hero picture: the base name of its files in /img/catalog and its description. */
export type HeroPicture = { image: string; alt: string };

/** A hero picture as PageHero's `art` takes it: its two widths and its description. */
export function heroPicture({ image, alt }: HeroPicture): { src400: string; src800: string; alt: string } {
  return { src400: `/img/catalog/${image}-400.webp`, src800: `/img/catalog/${image}-800.webp`, alt };
}
