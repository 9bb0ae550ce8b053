import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from './ask-bot-server';

type Handler = (body: { model: string; messages: { role: string; content: string }[] }, req: IncomingMessage, res: ServerResponse) => void;

/** A tiny OpenAI-compatible /chat/completions endpoint whose behaviour each test sets. */
async function fakeLlm() {
  let handler: Handler = (_b, _r, res) => res.end();
  const calls: { auth?: string; body: Parameters<Handler>[0] }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.statusCode = 404;
        return res.end();
      }
      const body = JSON.parse(raw);
      calls.push({ auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    respond: (h: Handler) => (handler = h),
    reply: (content: string) =>
      (handler = (_b, _r, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/ask-bot with an LLM configured', () => {
  let llm: Awaited<ReturnType<typeof fakeLlm>>;
  let api: RunningServer;
  // The LLM_* variables as the server reads them (given as a parameter, not set on process.env).
  // A generous timeout, so a busy machine's slow first request never turns a phrasing test into
  // a fallback; the timeout itself is tested on a server of its own below.
  const llmEnv = (timeoutMs: number) => ({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-test-secret',
    LLM_MODEL: 'tiny-model',
    LLM_TIMEOUT_MS: String(timeoutMs),
  });
  beforeAll(async () => {
    llm = await fakeLlm();
    api = await startServer({ env: llmEnv(30_000), askBotRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await api.close();
    await llm.close();
  });

  const ask = async (question: string) => {
    const res = await api.ask({ question, sessionName: `sess_llm_${Math.random().toString(36).slice(2)}` });
    expect(res.status).toBe(200);
    return (await res.json()) as { answer: string; links: { path: string }[] };
  };

  it('phrases the answer from the retrieved passages only, with the key kept on the server', async () => {
    llm.reply('Abrimos de **lunes a viernes**, de 7:00 a 15:00. <b>¡Te esperamos!</b>');
    const body = await ask('¿a qué hora abrís?');
    expect(body.answer).toBe('Abrimos de lunes a viernes, de 7:00 a 15:00. ¡Te esperamos!');
    expect(body.links[0].path).toBe('/contacto');
    const call = llm.calls.at(-1)!;
    expect(call.auth).toBe('Bearer sk-test-secret');
    expect(call.body.model).toBe('tiny-model');
    const prompt = call.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('¿a qué hora abrís?');
    expect(prompt).toContain('Lunes a Viernes 7:00-15:00');
    expect(JSON.stringify(body)).not.toContain('sk-test-secret');
  });

  it('keeps the retrieval answer when the model does not answer within the timeout', async () => {
    // The model never answers: the visitor still gets the retrieval answer, so the server gave up
    // waiting (no clock in the test; a server that waited forever would time the test out).
    const held: ServerResponse[] = [];
    llm.respond((_b, _r, res) => held.push(res));
    const impatient = await startServer({ env: llmEnv(300), askBotRateLimitPerMinute: 1000 });
    try {
      const res = await impatient.ask({ question: 'horario', sessionName: 'sess_llm_timeout' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { answer: string };
      expect(body.answer).toContain('Lunes a Viernes 7:00-15:00');
      expect(held.length).toBe(1);
    } finally {
      for (const res of held) res.destroy();
      await impatient.close();
    }
  });

  it('keeps the retrieval answer when the model states a figure the passages do not have', async () => {
    llm.reply('La fibra cuesta 9,99 € al mes.');
    const body = await ask('cuanto cuesta la fibra');
    expect(body.answer).toContain('20,66 €');
    expect(body.answer).not.toContain('9,99');
  });

  it('keeps the retrieval answer when the endpoint fails', async () => {
    llm.respond((_b, _r, res) => {
      res.statusCode = 500;
      res.end('boom');
    });
    expect((await ask('horario')).answer).toContain('Lunes a Viernes 7:00-15:00');
  });

  it('does not call the model when there is nothing to phrase', async () => {
    const before = llm.calls.length;
    const body = await ask('receta de paella valenciana');
    expect(body.answer).toContain('No tengo información');
    expect(llm.calls.length).toBe(before);
  });
});
