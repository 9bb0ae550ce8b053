/** Raw-socket clients for what fetch cannot do (stall, trickle, oversized heads), and answer checks. */
import net from 'node:net';

export type RawAnswer = {
  /** The status line's code, or 'closed' when the server hung up without a word, 'hung' when it never did. */
  status: number | 'closed' | 'hung';
  headers: Record<string, string>;
  body: string;
  ms: number;
};

/** Reads one HTTP/1.1 response (or the lack of one) from bytes received until the socket closed. */
function parse(raw: Buffer, started: number, hung: boolean): RawAnswer {
  const ms = Date.now() - started;
  const text = raw.toString('utf8');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match) return { status: hung ? 'hung' : 'closed', headers: {}, body: text, ms };
  const [head, ...rest] = text.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(match[1]), headers, body: rest.join('\r\n\r\n'), ms };
}

/**
 * Opens a socket, lets `drive` write to it (and keep writing, slowly), and resolves with what the
 * server answered once it closes the connection, or 'hung' after `deadlineMs`.
 */
export function rawExchange(port: number, drive: (socket: net.Socket) => void, deadlineMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    let done = false;
    const finish = (hung: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks), started, hung));
    };
    const deadline = setTimeout(() => finish(true), deadlineMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    // A write after the server hung up is an EPIPE/ECONNRESET: that is the cut-off we look for.
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('connect', () => drive(socket));
  });
}

/** Writes `bytes` one at a time, `everyMs` apart, until the socket closes. */
export function trickle(socket: net.Socket, bytes: Buffer, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= bytes.length) return clearInterval(timer);
    socket.write(bytes.subarray(i, i + 1));
    i += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

// English words Fastify's and Node's own answers use; none belongs in a message to a visitor.
const ENGLISH = /\b(the|must|invalid|request|body|found|unsupported|payload|large|exceeded|client|timeout|route|expected)\b/i;
const SPANISH = /\b(el|la|los|las|de|del|tu|un|una|no|es|en|con|al|demasiad[oa]s?|petici[oó]n|pregunta|formulario|env[ií]o|campos|archivo|texto|recurso|revisa|falta|escribe|int[eé]ntalo|debe)\b/i;

/** A message a Spanish-speaking visitor can read: Spanish words, no English ones. */
export function isSpanishMessage(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && SPANISH.test(message) && !ENGLISH.test(message);
}
