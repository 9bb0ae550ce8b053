import { isUtf8 } from 'node:buffer';
import { notUtf8 } from '../input/utf8-body';

/**
 * Limits of a form body, urlencoded or multipart: ~20 fields (the application has 9, plus
 * formOrigin, page and the honeypot; the telephony form 14), 10 KB a value, names under 100
 * characters (ours are under 20).
 */
export const FORM_LIMITS = { fields: 20, fieldBytes: 10 * 1024, fieldName: 100 } as const;

const refusal = (message: string, statusCode: number, code: string) => Object.assign(new Error(message), { statusCode, code });

const PERCENT = 0x25;
const PLUS = 0x2b;
const hexValue = (byte: number) =>
  byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : -1;

/**
 * One name or value of an urlencoded body, as bytes: `+` is a space, `%XX` a byte, a `%` not
 * followed by two hex digits stays as it is (the WHATWG rule).
 */
function decodeBytes(raw: Buffer): Buffer {
  const out = Buffer.alloc(raw.length);
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (byte === PLUS) out[n++] = 0x20;
    else if (byte === PERCENT && i + 2 < raw.length && hexValue(raw[i + 1]) >= 0 && hexValue(raw[i + 2]) >= 0) {
      out[n++] = hexValue(raw[i + 1]) * 16 + hexValue(raw[i + 2]);
      i += 2;
    } else out[n++] = byte;
  }
  return out.subarray(0, n);
}

/** Decoded text, or a 400: escaped bytes that are not UTF-8 would be stored as U+FFFD. */
function utf8(bytes: Buffer): string {
  if (!isUtf8(bytes)) throw notUtf8('form field');
  return bytes.toString('utf8');
}

/**
 * Reads an `application/x-www-form-urlencoded` body (what a browser's native form post sends):
 * the first value of each name wins, as for multipart. The record has no prototype, so a field
 * named `__proto__` is only a key (the intake refuses it). Over a limit: 413, like multipart.
 */
export function parseUrlEncoded(body: Buffer): Record<string, string> {
  if (!isUtf8(body)) throw notUtf8();
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(0x26 /* & */, start);
    if (end === -1) end = body.length;
    const pair = body.subarray(start, end);
    start = end + 1;
    if (pair.length === 0) continue;
    if (++count > FORM_LIMITS.fields) throw refusal('too many form fields', 413, 'LEADS_TOO_MANY_FIELDS');
    const eq = pair.indexOf(0x3d /* = */);
    const name = utf8(decodeBytes(eq === -1 ? pair : pair.subarray(0, eq)));
    const value = decodeBytes(eq === -1 ? Buffer.alloc(0) : pair.subarray(eq + 1));
    if (name.length > FORM_LIMITS.fieldName || value.length > FORM_LIMITS.fieldBytes) {
      throw refusal('form field too long', 413, 'LEADS_FIELD_TOO_LONG');
    }
    // Every value is checked, kept or not: a body with bytes that are not text is refused whole.
    const text = utf8(value);
    if (!Object.hasOwn(fields, name)) fields[name] = text;
  }
  return fields;
}

/**
 * Form values are strings; the shared schemas expect the JSON client's types. So, before them:
 * an empty field is a field not given (required ones are then read as empty by the intake, so
 * they get their SPEC §5 message), the consent box is `true` when ticked ('true', or 'on' from a
 * box without value) and `false` when absent, and a line count of digits is a number. Anything
 * else stays a string, for the schema to refuse with its own message. (Called after the intake
 * has refused prototype keys, so a plain object is safe here.)
 */
export function coerceFormFields(fields: Record<string, string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== '') data[key] = value;
  const consent = fields.acceptPolicy;
  data.acceptPolicy = consent === 'true' || consent === 'on' ? true : consent === undefined || consent === '' ? false : consent;
  if (typeof data.lineQuantity === 'string' && /^\d+$/.test(data.lineQuantity)) data.lineQuantity = Number(data.lineQuantity);
  return data;
}
