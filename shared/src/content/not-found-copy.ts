/*
 * The 404 page (SPEC §2 and §8: its heading in English, as specified; its title is
 * `notFoundTitle` in site-routes.ts). Apart from the shell's other copy: the page's code loads
 * only for an unknown address, and its text with it.
 */

/** The page's meta description (written into its prerendered head). */
export const notFoundDescription = 'La página que buscas no existe.';

/** What the page shows (the suggested pages' names as the top bar's, written here so the page's chunk needs nothing of the shell's). */
export const notFoundCopy = {
  heading: '404 Page Not Found',
  hint: 'La página que buscas no existe o ha cambiado de dirección.',
  home: 'Volver al inicio',
  contact: 'Contactar',
  suggestionsLabel: 'Páginas más visitadas',
  suggestions: [
    { to: '/servicios', label: 'Servicios' },
    { to: '/proyectos', label: 'Proyectos' },
    { to: '/agentes-digitalizadores', label: 'Kit Digital' },
    { to: '/telefonia', label: 'Telefonía' },
  ],
} as const;
