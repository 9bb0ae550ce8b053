/**
 * Checks on what visitors send, shared by POST /api/contact and POST /api/ask-bot: keys that probe
 * for prototype pollution and characters nobody types.
 */

/**
 * No form or question has such keys; a body that names them (also as `__proto__[x]` or
 * `constructor.prototype`, for parsers that expand keys) is probing for prototype pollution.
 */
const POLLUTION_KEY = /__proto__|constructor|prototype/;

/** True when an object's own keys include a prototype-pollution probe. */
export const hasPollutionKey = (record: object) => Object.keys(record).some((key) => POLLUTION_KEY.test(key));

/**
 * Characters no visitor types: C0/C1 controls and DEL (tab and line breaks aside), U+FFFD (what
 * bytes that were not UTF-8 decode to) and lone surrogates (which cannot be stored as UTF-8).
 */
// eslint-disable-next-line no-control-regex
const BAD_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character nobody types (check it before trimming). */
export const hasBadCharacters = (text: string) => BAD_CHARACTERS.test(text);

/** Tabs and line breaks: single-line inputs take none. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** True when the text holds a tab or a line break. */
export const hasLineBreak = (text: string) => LINE_BREAKS.test(text);
