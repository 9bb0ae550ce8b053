// Written by `npx tsx tools/site/write-font-files.ts` with the file in shared/public/fonts; do not edit.

/** The site's own typeface (Figtree, variable weight, Latin subset; SIL OFL 1.1). */
export const SITE_FONT_FAMILY = 'Figtree';

/** Its one file, named by its content hash (cached for a year), preloaded by every page. */
export const SITE_FONT_URL = '/fonts/figtree-latin-wght.4ba7d3d0.woff2';

/** Its size in bytes (woff2 is compressed already: sent as it is). */
export const SITE_FONT_BYTES = 20156;

/** The characters the file holds: Latin, with every Spanish letter and sign. */
export const SITE_FONT_UNICODE_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
