/** The contact form's id (docs/progressive-enhancement.md, "Forms"): the prefix of its controls' ids. */
export const CONTACT_FORM_ID = 'contacto';
