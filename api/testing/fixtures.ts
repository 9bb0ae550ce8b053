/** Payloads and CV files for the lead tests. */
import { randomUUID } from 'node:crypto';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import type { Lead } from '../src/db';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real (stored, uncompressed) ZIP with the given entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

/** An OLE2 compound file header, then a directory entry naming one stream (UTF-16LE). */
function oleFile(stream: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0);
  Buffer.from(stream, 'utf16le').copy(directory, 128);
  return Buffer.concat([header, directory]);
}

/** What a CV upload looks like on the wire for each format. */
export const cvFiles = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  doc: () => oleFile('WordDocument'),
  /** An OLE2 file that is a spreadsheet (Excel 97-2003 keeps a Workbook stream). */
  xls: () => oleFile('Workbook'),
  docx: () =>
    zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      'word/document.xml': '<?xml version="1.0"?><w:document/>',
    }),
  /** A ZIP that is not a Word document (an .xlsx keeps its parts under xl/). */
  xlsx: () => zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A contact request that passes every SPEC §5 rule. */
export const validContact = () => ({
  formOrigin: 'contact',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '600 123 456',
  company: 'Panadería Ana',
  service: 'Desarrollo Web',
  message: 'Quiero una web nueva para mi negocio.',
  acceptPolicy: true,
});

/** A telephony request (Empresa mode, additional lines). */
export const validTelephony = () => ({
  formOrigin: 'telephony',
  type: 'offer',
  name: 'Jordi Puig',
  email: 'jordi@example.com',
  phone: '+34 600 111 222',
  message: 'Llamadme por la mañana.',
  offerDetails: 'Líneas adicionales: 3 x 150GB (Empresa)',
  planMode: 'empresa',
  lineType: '150GB',
  lineQuantity: 3,
  companyName: 'Puig SL',
  acceptPolicy: true,
});

/** The job application's text fields, as the form's FormData carries them. */
export const validApplicationFields = (): Record<string, string> => ({
  formOrigin: 'application',
  name: 'Lucía Martín',
  email: 'lucia@example.com',
  phone: '611222333',
  position: 'other',
  experience: '3-5',
  company: 'Consultora X',
  message: 'Me gustaría formar parte de vuestro equipo de desarrollo.',
  acceptPolicy: 'true',
});

/** A FormData with the given fields and, optionally, a CV. */
export function applicationForm(fields: Record<string, string> = validApplicationFields(), cv?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.content)], { type: cv.type ?? 'application/octet-stream' }), cv.name);
  return form;
}

/** A lead as the route builds it. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  return {
    id: randomUUID(),
    origin: 'contact',
    createdAt,
    name: 'Ana García',
    email: 'ana@example.com',
    phone: '600123456',
    company: null,
    service: 'Kit Digital',
    message: 'Quiero pedir el Kit Digital.',
    position: null,
    experience: null,
    requestType: null,
    offerDetails: null,
    planMode: null,
    lineType: null,
    lineQuantity: null,
    companyName: null,
    consentAt: createdAt,
    policyVersion: PRIVACY_POLICY_VERSION,
    cvPath: null,
    cvOriginalName: null,
    cvMime: null,
    cvSize: null,
    ...overrides,
  };
}

