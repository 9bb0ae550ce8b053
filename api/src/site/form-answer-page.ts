import { parse, serialize } from 'parse5';
import { IDEMPOTENCY_FIELD } from '../leads/idempotency';
import { FORM_NOTICE_TITLES, FORM_PAGE_TEXTS, SUCCESS_MESSAGES } from '../leads/messages';
import type { FormPage } from './form-pages';
import { appendText, elementsOf, getAttr, isInside, removeAttr, removeNode, setAttr, setText, textOf, type Element } from './html-tree';

/** What a script-less form post led to. `values` are the fields as posted (strings). */
export type FormAnswer =
  | { kind: 'sent' }
  | { kind: 'refused'; message: string; errors?: Record<string, string>; values?: Record<string, string> };

/** The honeypot: whatever a bot put there is never written back. */
const HONEYPOT = 'website';
/** Inputs whose value is never written back: fixed by the page (hidden), or not ours to set. */
const NOT_REFILLED = new Set(['hidden', 'file', 'password', 'submit', 'reset', 'button', 'image']);
/** Script types that are data, not code (JSON-LD): they stay. */
const DATA_SCRIPTS = new Set(['application/ld+json', 'application/json']);

const isControl = (el: Element) => el.tagName === 'input' || el.tagName === 'select' || el.tagName === 'textarea';
const isStartupScript = (el: Element) => el.tagName === 'script' && !DATA_SCRIPTS.has((getAttr(el, 'type') ?? '').trim().toLowerCase());
const own = (record: Record<string, string>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** A control belongs to the form it names with `form=`, else to the form around it. */
const belongsTo = (el: Element, form: Element, formId: string) => {
  const owner = getAttr(el, 'form');
  return owner !== undefined ? owner === formId : isInside(el, form);
};

/** `<strong>title</strong> <span>message</span>` in the form's status slot, shown. */
function fillStatus(slot: Element, variant: 'success' | 'error', title: string, message: string) {
  setText(slot, '');
  appendText(slot, 'strong', title);
  appendText(slot, undefined, ' ');
  appendText(slot, 'span', message);
  setAttr(slot, 'data-variant', variant);
  // A refusal interrupts; a confirmation is announced politely. Focus starts on the answer, as
  // the script's toast would draw the eye (the kit renders the slot with tabindex -1 for this).
  setAttr(slot, 'role', variant === 'error' ? 'alert' : 'status');
  if (getAttr(slot, 'tabindex') === undefined) setAttr(slot, 'tabindex', '-1');
  setAttr(slot, 'autofocus', '');
  removeAttr(slot, 'hidden');
}

/** Every control shows what was posted: values, text, the chosen option, the ticked boxes. */
function keepValues(controls: Element[], values: Record<string, string>) {
  for (const el of controls) {
    const name = getAttr(el, 'name');
    if (!name || name === HONEYPOT) continue;
    const value = own(values, name);
    if (el.tagName === 'textarea') {
      // The parser drops one leading line break of a textarea: keep the visitor's.
      if (value !== undefined) setText(el, /^[\r\n]/.test(value) ? `\n${value}` : value);
    } else if (el.tagName === 'select') {
      if (value === undefined) continue;
      for (const option of elementsOf(el).filter((o) => o.tagName === 'option')) {
        const optionValue = getAttr(option, 'value') ?? textOf(option).replace(/\s+/g, ' ').trim();
        if (optionValue === value) setAttr(option, 'selected', '');
        else removeAttr(option, 'selected');
      }
    } else {
      const type = (getAttr(el, 'type') ?? 'text').toLowerCase();
      // The one hidden field written back: the submission's key, so sending the form again from
      // this page is recognised as the same submission if the first did get stored.
      if (type === 'hidden' && name === IDEMPOTENCY_FIELD && value !== undefined) setAttr(el, 'value', value);
      if (NOT_REFILLED.has(type)) continue;
      if (type === 'checkbox' || type === 'radio') {
        if (value === (getAttr(el, 'value') ?? 'on')) setAttr(el, 'checked', '');
        else removeAttr(el, 'checked');
      } else if (value !== undefined) setAttr(el, 'value', value);
    }
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Each error in its field's slot, shown, and `aria-invalid` on the field's controls. A form with
 * a CV input always says in the CV's slot that the file must be chosen again (browsers never
 * refill a file input). Returns the messages that have no slot on the page.
 */
function showErrors(all: Element[], controls: Element[], formId: string, errors: Record<string, string>): string[] {
  const unplaced: string[] = [];
  const slotOf = (field: string) => all.find((el) => getAttr(el, 'id') === `${formId}-${field}-error`);
  const hasCvInput = controls.some((el) => getAttr(el, 'name') === 'cv' && getAttr(el, 'type') === 'file');
  const messages = { ...errors };
  if (hasCvInput) messages.cv = errors.cv ? `${sentence(errors.cv)} ${FORM_PAGE_TEXTS.cvChooseAgain}` : FORM_PAGE_TEXTS.cvChooseAgain;

  for (const [field, message] of Object.entries(messages)) {
    const slot = slotOf(field);
    if (!slot) {
      unplaced.push(sentence(message));
      continue;
    }
    setText(slot, message);
    removeAttr(slot, 'hidden');
    if (!Object.hasOwn(errors, field)) continue;
    for (const el of controls) if (getAttr(el, 'name') === field) setAttr(el, 'aria-invalid', 'true');
  }
  return unplaced;
}

/**
 * The answer page of a script-less post, built from the form page's prerendered HTML (the DOM
 * contract of docs/progressive-enhancement.md): the status slot filled, errors in their slots,
 * what was typed kept, a dialog around the form open. Its start-up script is removed, so nothing
 * hydrates over the filled-in values; styles, header and footer stay. Without the page (site
 * not published, or no such form on it) a minimal page says the same.
 */
export function renderFormAnswerPage(source: string | undefined, page: FormPage, answer: FormAnswer): string {
  const doc = source === undefined ? undefined : parse(source);
  const all = doc ? elementsOf(doc) : [];
  const form = all.find((el) => el.tagName === 'form' && getAttr(el, 'id') === page.formId);
  const status = form && all.find((el) => getAttr(el, 'id') === `${page.formId}-status`);
  if (!doc || !form || !status) return minimalAnswerPage(page, answer);

  for (const el of all) if (isStartupScript(el)) removeNode(el);
  const controls = all.filter((el) => isControl(el) && belongsTo(el, form, page.formId));

  if (answer.kind === 'sent') {
    setAttr(form, 'data-sent', '');
    fillStatus(status, 'success', FORM_NOTICE_TITLES.sent[page.origin], SUCCESS_MESSAGES[page.origin]);
  } else {
    if (answer.values) keepValues(controls, answer.values);
    const unplaced = showErrors(all, controls, page.formId, answer.errors ?? {});
    fillStatus(status, 'error', FORM_NOTICE_TITLES.failed, [answer.message, ...unplaced].join(' '));
  }

  // A form in a dialog (the telephony request) is only seen with its dialog open. Found as the
  // form's ancestor, not by id: the dialog's id must differ from its form's (`form=` would
  // otherwise resolve to the dialog).
  const dialog = all.find((el) => el.tagName === 'dialog' && isInside(form, el));
  if (dialog) setAttr(dialog, 'open', '');
  return serialize(doc);
}

const MINIMAL_PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title></title></head><body><main><h1></h1><p></p><ul></ul><p><a></a></p></main></body></html>';

/** The answer as a bare page with a link back to the form, for a site not published yet. */
function minimalAnswerPage(page: FormPage, answer: FormAnswer): string {
  const doc = parse(MINIMAL_PAGE);
  const byTag = (tag: string) => elementsOf(doc).find((el) => el.tagName === tag)!;
  const title = answer.kind === 'sent' ? FORM_NOTICE_TITLES.sent[page.origin] : FORM_NOTICE_TITLES.failed;
  setText(byTag('title'), title);
  setText(byTag('h1'), title);
  setText(byTag('p'), answer.kind === 'sent' ? SUCCESS_MESSAGES[page.origin] : answer.message);
  const list = byTag('ul');
  const notes = answer.kind === 'refused' ? Object.values(answer.errors ?? {}) : [];
  if (answer.kind === 'refused' && page.origin === 'application') notes.push(FORM_PAGE_TEXTS.cvChooseAgain);
  if (notes.length === 0) removeNode(list);
  for (const note of notes) appendText(list, 'li', note);
  const link = byTag('a');
  setAttr(link, 'href', page.path);
  setText(link, FORM_PAGE_TEXTS.backToForm);
  return serialize(doc);
}
