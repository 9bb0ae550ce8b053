/*
 * A portfolio card's words (the home page's teaser and /proyectos show the cards): its links and
 * what a screen reader hears beside the year and the link ("Ver proyecto de NavegaTime").
 */
export const projectCardCopy = {
  year: 'Año',
  of: 'de',
  seeProject: 'Ver proyecto',
  visitWeb: 'Visitar la web',
  seeInstagram: 'Ver en Instagram',
  /** The badge that says what kind of work a project is (from its link, as the projects filter decides). */
  kind: { software: 'Software a medida', social: 'Redes sociales', web: 'Página web' },
} as const;
