/**
 * Turns the compact cases of the corpus (*.json next to this file) into concrete requests.
 * A group names an endpoint, what every request of the group must get (`expect`) and one or
 * more ways to build requests, most of them variations of one valid request (`base`):
 *
 *   set        base with each of `fields` set to each of `values` (cross product)
 *   omit       base without the listed fields
 *   extra      base plus the given fields
 *   bodies     whole JSON bodies, as they are
 *   raw        literal bodies (`body` text or `hex` bytes; `$BASE` in the text is replaced by the
 *              base's members, so `{"__proto__":{}, $BASE}` is the valid request plus that key)
 *   bytes      base JSON with a field's value made of raw bytes (invalid UTF-8)
 *   contentTypes  base JSON sent under each of these content types (null: none)
 *   multipart  multipart bodies: the valid application's fields (or none), files, raw text
 *   methods    other methods on the same path, without a body
 *   slow       a client that trickles or stalls (sent over a raw socket by the test)
 *   urlencoded literal application/x-www-form-urlencoded bodies (`body` text, `$BASE` the base's
 *              fields urlencoded, or `hex` bytes)
 *
 * `encodings` says how each variation of the base (set, omit, extra, bytes) is sent: as JSON (the
 * default for contact and telephony), multipart (the default for the application) or urlencoded.
 * A form variation (and every urlencoded body) goes twice: as our script client sends it
 * (`Accept: application/json`, a JSON answer) and as a browser's native post (`Accept: text/html…`,
 * an HTML answer page, a 303 when stored). Form values are text: a group whose values only JSON can
 * carry (numbers that would read as valid text, arrays, objects) stays JSON. As a form, a value over
 * 10 KB, a name over 100 characters or more than 20 fields is a 413, whatever the group expects.
 *
 * Values may be `{ "$repeat": "a", "times": 70000 }` for long strings. `expect` is a 4xx status,
 * `"stored"` (201 and the text fields stored exactly as sent) or `"answered"` (ask-bot: 200).
 */
import { FORM_LIMITS } from '../../../src/leads/form-body';
import { applicationForm, cvFiles, validApplicationFields, validContact, validTelephony } from '../../../testing/fixtures';
import { BROWSER_ACCEPT } from '../../../testing/form-site';

export type Endpoint = 'contact' | 'ask-bot';
export type Encoding = 'json' | 'urlencoded' | 'multipart';
export type Expect = number | 'stored' | 'answered';
type Base = 'contact' | 'telephony' | 'application' | 'question';

type Repeat = { $repeat: string; times: number };
type ContentSpec = { text: string } | { hex: string } | { fixture: keyof typeof cvFiles; padTo?: number } | Repeat;
type FileSpec = { field?: string; name: string; type?: string; content: ContentSpec };

type MultipartSpec = {
  label: string;
  /** Fields over the valid application's, or the only fields with `bare`. */
  fields?: Record<string, unknown>;
  bare?: boolean;
  omit?: string[];
  files?: FileSpec[];
  /** A hand-written multipart body: `\n` becomes CRLF, `$BOUNDARY` the boundary. */
  raw?: { contentType: string; body: string };
  /** One field whose value carries raw bytes. */
  rawBytes?: { field: string; hex: string };
};

export type SlowSpec = {
  label: string;
  /** stall-headers: half a request head; stall-body / trickle-body: a JSON body cut short or sent a byte at a time; stall-multipart: an upload that stops. */
  kind: 'stall-headers' | 'stall-body' | 'trickle-body' | 'stall-multipart';
};

export type Group = {
  group: string;
  endpoint: Endpoint;
  expect: Expect;
  note?: string;
  base?: Base;
  set?: { fields: string[]; values: unknown[] };
  omit?: string[][];
  extra?: Record<string, unknown>[];
  bodies?: unknown[];
  raw?: { label?: string; contentType?: string | null; body?: string; hex?: string }[];
  bytes?: { fields: string[]; hex: string[] };
  contentTypes?: (string | null)[];
  multipart?: MultipartSpec[];
  urlencoded?: { label: string; body?: string; hex?: string }[];
  encodings?: Encoding[];
  methods?: string[];
  slow?: SlowSpec[];
};

/** One request to send, with what it must get. */
export type CorpusRequest = {
  group: string;
  label: string;
  endpoint: Endpoint;
  expect: Expect;
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | FormData | string;
  slow?: SlowSpec;
  /** A browser's native form post: answered with an HTML page (or a 303 to `page`?enviado=1 when stored). */
  native?: boolean;
  /** The form page of the base, where a stored native post is redirected. */
  page?: string;
  /** For `stored`: the e-mail that finds the row, and column → the exact text that must be in it. */
  email?: string;
  verbatim?: Record<string, string>;
};

export const PATHS: Record<Endpoint, string> = { contact: '/api/contact', 'ask-bot': '/api/ask-bot' };

/** The page of each base's form (docs/progressive-enhancement.md, "Forms"). */
const PAGES: Record<Base, string> = { contact: '/contacto', telephony: '/telefonia', application: '/empleo', question: '/' };

/** The database column of each text field a `stored` case checks. */
const COLUMNS: Record<string, string> = {
  name: 'name',
  company: 'company',
  message: 'message',
  companyName: 'company_name',
  offerDetails: 'offer_details',
};

const isRepeat = (v: unknown): v is Repeat => typeof v === 'object' && v !== null && '$repeat' in v;

/** Expands `$repeat` macros, at any depth. */
function materialise(value: unknown): unknown {
  if (isRepeat(value)) return value.$repeat.repeat(value.times);
  if (Array.isArray(value)) return value.map(materialise);
  // fromEntries defines own properties: a key named __proto__ stays a key.
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialise(v)]));
  return value;
}

/** A short, printable name for a value in a case label. */
function show(value: unknown): string {
  if (isRepeat(value)) return `${JSON.stringify(value.$repeat)}×${value.times}`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
}

function baseBody(base: Base | undefined): Record<string, unknown> {
  switch (base) {
    case 'telephony':
      return validTelephony();
    case 'application':
      return validApplicationFields();
    case 'question':
      return { question: '¿Cuál es vuestro horario?', sessionName: 'sess_corpus' };
    default:
      return validContact();
  }
}

function fileContent(spec: ContentSpec): Buffer {
  if ('text' in spec) return Buffer.from(spec.text, 'utf8');
  if ('hex' in spec) return Buffer.from(spec.hex.replace(/\s+/g, ''), 'hex');
  if (isRepeat(spec)) return Buffer.from(spec.$repeat.repeat(spec.times), 'latin1');
  const bytes = cvFiles[spec.fixture]();
  return spec.padTo && spec.padTo > bytes.length ? Buffer.concat([bytes, Buffer.alloc(spec.padTo - bytes.length, 0x20)]) : bytes;
}

const BOUNDARY = '----corpus7MA4YWxkTrZu0gW';
const URLENCODED = 'application/x-www-form-urlencoded';

/** A body's values as a form carries them: text (null and undefined are fields not sent). */
function formFields(group: string, body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') throw new Error(`${group}: ${key} has no form encoding; send this group as JSON only`);
    fields[key] = String(value);
  }
  return fields;
}

const urlencode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** Each byte as %XX, as a browser escapes what it sends. */
const percentEscaped = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** The status a form body gets when it is over the form limits, else the group's. */
function formExpect(expect: Expect, fields: Record<string, string>, urlencodedLength = 0): Expect {
  const over =
    Object.keys(fields).length > FORM_LIMITS.fields ||
    urlencodedLength > 64 * 1024 ||
    Object.entries(fields).some(([name, value]) => name.length > FORM_LIMITS.fieldName || Buffer.byteLength(value) > FORM_LIMITS.fieldBytes);
  return typeof expect === 'number' && over ? 413 : expect;
}

/** A multipart body by hand, for parts FormData cannot express (raw bytes in a field). */
function multipartWithBytes(fields: Record<string, string>, field: string, bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({ ...fields, [field]: '' })) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(name === field ? Buffer.concat([Buffer.from('Texto de prueba '), bytes, Buffer.from(' con bytes rotos')]) : Buffer.from(value));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Every request of the corpus, in file order. Stored cases get unique e-mails. */
export function expandCorpus(groups: Group[]): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  let serial = 0;

  for (const g of groups) {
    const path = PATHS[g.endpoint];
    const push = (label: string, req: Omit<CorpusRequest, 'group' | 'label' | 'endpoint' | 'expect' | 'method'> & { method?: string }) =>
      out.push({ group: g.group, label, endpoint: g.endpoint, expect: g.expect, method: 'POST', ...req });

    /** A form body, sent as the script client sends it and as a browser's native post. */
    const pushForm = (label: string, req: Omit<CorpusRequest, 'group' | 'label' | 'endpoint' | 'expect' | 'method' | 'native'> & { expect?: Expect }) => {
      for (const native of [false, true]) {
        const headers = { ...req.headers, accept: native ? BROWSER_ACCEPT : 'application/json' };
        out.push({ group: g.group, endpoint: g.endpoint, method: 'POST', expect: g.expect, page: PAGES[g.base ?? 'contact'], ...req, label: `${label}${native ? ' (browser)' : ''}`, headers, native });
      }
    };
    const encodings = g.encodings ?? [g.base === 'application' ? 'multipart' : 'json'];

    /** A variation of the base, in each of the group's encodings. */
    const sendBase = (label: string, body: Record<string, unknown>, checked: string[] = []) => {
      let email: string | undefined;
      if (g.expect === 'stored') {
        email = `corpus-${++serial}@example.com`;
        body = { ...body, email };
      }
      const verbatim: Record<string, string> = {};
      for (const field of checked) if (COLUMNS[field] && typeof body[field] === 'string') verbatim[COLUMNS[field]] = body[field] as string;
      const common = { email, verbatim: g.expect === 'stored' ? verbatim : undefined };
      for (const encoding of encodings) {
        if (encoding === 'json') {
          push(label, { ...common, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          continue;
        }
        const fields = formFields(g.group, body);
        if (encoding === 'urlencoded') {
          const text = urlencode(fields);
          pushForm(`[urlencoded] ${label}`, { ...common, expect: formExpect(g.expect, fields, text.length), headers: { 'content-type': URLENCODED }, body: text });
        } else {
          pushForm(`[multipart] ${label}`, { ...common, expect: formExpect(g.expect, fields), headers: {}, body: applicationForm(fields) });
        }
      }
    };

    if (g.set) {
      for (const field of g.set.fields) {
        for (const value of g.set.values) sendBase(`${field} = ${show(value)}`, { ...baseBody(g.base), [field]: materialise(value) }, [field]);
      }
    }
    for (const fields of g.omit ?? []) {
      const body = baseBody(g.base);
      for (const f of fields) delete body[f];
      sendBase(`without ${fields.join(', ')}`, body);
    }
    for (const extra of g.extra ?? []) sendBase(`plus ${show(extra)}`, { ...baseBody(g.base), ...(materialise(extra) as Record<string, unknown>) });

    for (const body of g.bodies ?? []) {
      push(`body ${show(body)}`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(materialise(body)) });
    }

    for (const r of g.raw ?? []) {
      const members = JSON.stringify(baseBody(g.base)).slice(1, -1);
      const bytes = r.hex !== undefined ? Buffer.from(r.hex.replace(/\s+/g, ''), 'hex') : Buffer.from((r.body ?? '').replaceAll('$BASE', members), 'utf8');
      const contentType = r.contentType === undefined ? 'application/json' : r.contentType;
      push(r.label ?? `raw ${show(r.body ?? r.hex)}`, { headers: contentType ? { 'content-type': contentType } : {}, body: new Uint8Array(bytes) });
    }

    if (g.bytes) {
      for (const field of g.bytes.fields) {
        for (const hex of g.bytes.hex) {
          const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
          const label = `${field} bytes ${hex}`;
          const value = Buffer.concat([Buffer.from('Texto de prueba '), bytes, Buffer.from(' con bytes rotos')]);
          for (const encoding of encodings) {
            if (encoding === 'json') {
              const [before, after] = JSON.stringify({ ...baseBody(g.base), [field]: '@@BYTES@@' }).split('@@BYTES@@');
              push(label, { headers: { 'content-type': 'application/json' }, body: new Uint8Array(Buffer.concat([Buffer.from(before), value, Buffer.from(after)])) });
              continue;
            }
            const { [field]: _replaced, ...others } = formFields(g.group, baseBody(g.base));
            if (encoding === 'multipart') {
              pushForm(`[multipart] ${label}`, {
                headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
                body: new Uint8Array(multipartWithBytes(others, field, bytes)),
              });
              continue;
            }
            // As a browser sends them (%-escaped), and raw in the body.
            const head = Buffer.from(`${urlencode(others)}&${field}=`);
            pushForm(`[urlencoded] ${label} escaped`, { headers: { 'content-type': URLENCODED }, body: `${head}${percentEscaped(value)}` });
            pushForm(`[urlencoded] ${label} raw`, { headers: { 'content-type': URLENCODED }, body: new Uint8Array(Buffer.concat([head, value])) });
          }
        }
      }
    }

    for (const r of g.urlencoded ?? []) {
      const body = r.hex !== undefined ? new Uint8Array(Buffer.from(r.hex.replace(/\s+/g, ''), 'hex')) : (r.body ?? '').replaceAll('$BASE', urlencode(formFields(g.group, baseBody(g.base))));
      pushForm(`[urlencoded] ${r.label}`, { headers: { 'content-type': URLENCODED }, body });
    }

    for (const type of g.contentTypes ?? []) {
      const body = new Uint8Array(Buffer.from(JSON.stringify(baseBody(g.base))));
      push(`content-type ${type ?? '(none)'}`, { headers: type ? { 'content-type': type } : {}, body });
    }

    for (const m of g.multipart ?? []) {
      if (m.raw) {
        const text = m.raw.body.replaceAll('$BOUNDARY', BOUNDARY).replace(/\r?\n/g, '\r\n');
        push(`multipart: ${m.label}`, { headers: { 'content-type': m.raw.contentType.replaceAll('$BOUNDARY', BOUNDARY) }, body: text });
        continue;
      }
      // A Map, so that a field named __proto__ is a field like any other.
      const fields = new Map<string, string>(m.bare ? [] : Object.entries(validApplicationFields()));
      for (const [k, v] of Object.entries(materialise(m.fields ?? {}) as Record<string, unknown>)) fields.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      for (const f of m.omit ?? []) fields.delete(f);
      if (m.rawBytes) {
        const bytes = Buffer.from(m.rawBytes.hex.replace(/\s+/g, ''), 'hex');
        push(`multipart: ${m.label}`, {
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: new Uint8Array(multipartWithBytes(Object.fromEntries(fields), m.rawBytes.field, bytes)),
        });
        continue;
      }
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      for (const f of m.files ?? []) {
        form.append(f.field ?? 'cv', new Blob([new Uint8Array(fileContent(f.content))], { type: f.type ?? 'application/octet-stream' }), f.name);
      }
      push(`multipart: ${m.label}`, { headers: {}, body: form });
    }

    for (const method of g.methods ?? []) push(`${method} ${path}`, { method, headers: {} });
    for (const slow of g.slow ?? []) push(`slow: ${slow.label}`, { headers: {}, slow });
  }
  return out;
}
