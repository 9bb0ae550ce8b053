/*
 * The one form kit of the site (docs/progressive-enhancement.md, "Forms"). Every control is
 * uncontrolled, named after its schema field and wired to the contract's ids, so a form works as
 * a native post before its script arrives and the API can fill in its answer without script.
 */

/**
 * The form itself: POST /api/contact, hidden page/formOrigin, honeypot, status slot, fields, send
 * button.
 */
export { LeadForm, type LeadFormProps, type LeadFormResult } from './lead-form';
/** The one way the three lead forms send by script: checks, honeypot, idempotency key, post, notice, reset, server errors. */
export { useLeadSubmission } from './use-lead-submission';
/** A labelled input or textarea; spread react-hook-form's `register(name)` into it. */
export { TextField, type TextFieldProps } from './text-field';
/** A labelled native select with an empty first choice. */
export { SelectControl, SelectField, type SelectFieldProps, type SelectOption } from './select-field';
/** The privacy consent (`acceptPolicy`, value `true`), and how to read its value. */
export { ConsentCheckbox, consentGiven, type ConsentCheckboxProps } from './consent-checkbox';
/** A native file input (`cv`) that shows the chosen file's name with script. */
export { FileField, formatFileSize, type FileFieldProps } from './file-field';
/** The send button with its busy label. */
export { SubmitButton, type SubmitButtonProps } from './submit-button';
/** The always-rendered error slot, for a control the kit does not draw. */
export { FieldError } from './field-error';
/** Label, control, hint and error slot, and the attributes a custom control needs to join them. */
export { FieldFrame, controlA11y, type FieldProps } from './field-frame';
/** The red star with '(obligatorio)' for screen readers. */
export { RequiredMark } from './required-mark';
/** Two-column field layout and the note above it. */
export { FieldGrid, RequiredNote } from './field-grid';
/** The honeypot's field name and its value at the moment of sending. */
export { HONEYPOT_FIELD, readHoneypot } from './honeypot';
/** One key per submission (hidden `idempotencyKey`): read it to send, renew it after a confirmed send. */
export { IDEMPOTENCY_FIELD, readIdempotencyKey, renewIdempotencyKey } from './idempotency-key';
/** The messages a server answer page already shows, adopted at the first render. */
export { useServerFieldErrors } from './server-answer';
/** The contract's ids. */
export { controlId, errorId, hintId, statusId } from './field-ids';
/** The controls' shared look, for a custom control (a stepper's number input). */
export { controlStyles } from './styles';
