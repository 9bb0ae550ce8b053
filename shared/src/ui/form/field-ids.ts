/*
 * The ids of the forms' DOM contract (docs/progressive-enhancement.md, "Forms"). The API finds
 * the slots by these ids to fill in a script-less answer, so they never change shape.
 */

/** The control of `field` in form `formId`: `contacto-name`. */
export const controlId = (formId: string, field: string) => `${formId}-${field}`;

/** The error slot of `field`, always rendered: `contacto-name-error`. */
export const errorId = (formId: string, field: string) => `${formId}-${field}-error`;

/** The hint under a control, when it has one: `contacto-phone-hint`. */
export const hintId = (formId: string, field: string) => `${formId}-${field}-hint`;

/** The form's one status slot: `contacto-status`. */
export const statusId = (formId: string) => `${formId}-status`;

/** What a control's aria-describedby lists: its hint (if any), then its error slot. */
export const describedBy = (formId: string, field: string, hasHint: boolean) =>
  hasHint ? `${hintId(formId, field)} ${errorId(formId, field)}` : errorId(formId, field);
