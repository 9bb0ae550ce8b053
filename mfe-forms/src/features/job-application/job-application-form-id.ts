/** The application form's id (docs/progressive-enhancement.md, "Forms"): the prefix of its controls' ids. */
export const APPLICATION_FORM_ID = 'empleo';
