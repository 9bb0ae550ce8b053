import { SMTPServer } from 'smtp-server';

/** One MIME part, decoded. */
export type MailPart = { headers: Record<string, string>; body: Buffer };
/** A received mail: envelope, raw source, and its leaf parts decoded. */
export type SinkMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; parts: MailPart[] };

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' ').replace(/=\r\n/g, ''), 'quoted-printable').toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function decode(body: string, encoding = ''): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const soft = body.replace(/=\r\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < soft.length; i++) {
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
          bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(...Buffer.from(soft[i], 'utf8'));
      }
      return Buffer.from(bytes);
    }
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Enough MIME to read nodemailer's output: multipart/* recursion, base64 and quoted-printable. */
function leafParts(headers: Record<string, string>, body: string): MailPart[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ headers, body: decode(body.replace(/\r\n$/, ''), headers['content-transfer-encoding']) }];
  }
  const chunks = body.split(`--${boundary}`).slice(1);
  const parts: MailPart[] = [];
  for (const chunk of chunks) {
    if (chunk.startsWith('--')) break;
    const content = chunk.replace(/^\r\n/, '');
    const split = content.indexOf('\r\n\r\n');
    parts.push(...leafParts(parseHeaders(content.slice(0, split)), content.slice(split + 4)));
  }
  return parts;
}

/** An in-process SMTP server that keeps every mail (no TLS, any login accepted). */
export async function startSmtpSink(port = 0) {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = parseHeaders(raw.slice(0, split));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers,
          parts: leafParts(headers, raw.slice(split + 4)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
