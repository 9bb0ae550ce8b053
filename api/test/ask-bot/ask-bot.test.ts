import { company } from '@site/shared/content/company';
import { askBotAnswerSchema } from '@site/shared/schemas/chat';
import { startServer, type RunningServer } from './ask-bot-server';

describe('POST /api/ask-bot', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ askBotRateLimitPerMinute: 1000 });
  });
  afterAll(() => server.close());

  async function answer(question: string, sessionName = `sess_${Math.random().toString(36).slice(2)}`) {
    const res = await server.ask({ question, sessionName });
    expect(res.status).toBe(200);
    return askBotAnswerSchema.parse(await res.json());
  }

  it('answers the opening hours and links the contact page', async () => {
    const res = await server.ask({ question: '¿a que hora abris?', sessionName: 'sess_hours' });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = askBotAnswerSchema.parse(await res.json());
    expect(body.answer).toContain(company.hours.label);
    expect(body.links.map((l) => l.path)).toContain('/contacto');
  });

  it('gives tariff prices from the records, per mode, and understands the follow-up', async () => {
    const first = await answer('cuanto cuesta la fibra', 'sess_fibra');
    expect(first.answer).toContain('20,66 €');
    expect(first.answer).toContain('25 €');
    expect(first.links[0]).toEqual({ path: '/telefonia', label: 'Ver tarifas' });
    const followUp = await answer('¿y en empresa?', 'sess_fibra');
    expect(followUp.answer).toMatch(/^Fibra para empresas \(sin IVA\)/);
    expect(followUp.answer).not.toContain('25 €');
  });

  it('states the Kit Digital deadline and that the call is closed', async () => {
    const body = await answer('hasta cuando se puede pedir el kit digital?');
    expect(body.answer).toContain('31-10-2025');
    expect(body.answer).toMatch(/terminó|cerrad/);
  });

  it('tells a Kit Digital amount per segment, also as a follow-up with a head count', async () => {
    const session = 'sess_crm';
    expect((await answer('cuanto es la ayuda del kit digital para un crm', session)).answer).toContain('2.000 €');
    const followUp = await answer('¿y para 20 empleados?', session);
    expect(followUp.answer).toContain('4.000 €');
    expect(followUp.links[0].path).toBe('/kit/crm');
  });

  it('copes with typos, missing accents and chat shorthand', async () => {
    expect((await answer('q es el kit digital')).links[0].path).toBe('/agentes-digitalizadores');
    expect((await answer('cuanto questa una linea adicional')).answer).toContain('4,13 €');
    // A misspelt word is read as the word it stands for: the same page as the right spelling.
    const misspelt = (await answer('telefonia para enpresas')).links[0].path;
    expect(misspelt).toMatch(/^\/telefonia/);
    expect(misspelt).toBe((await answer('telefonía para empresas')).links[0].path);
  });

  it('offers the phone and the contact page when it has no answer', async () => {
    const body = await answer('cual es la receta de la paella valenciana?');
    expect(body.answer).toContain('No tengo información');
    expect(body.answer).toContain(company.phone.display);
    expect(body.links.map((l) => l.path)).toEqual(['/contacto', `tel:${company.phone.tel}`]);
  });

  it('answers in plain text even when the question carries HTML', async () => {
    const body = await answer('<img src=x onerror=alert(1)> horario <script>alert(1)</script>');
    expect(body.answer).not.toMatch(/<[a-z/]/i);
    expect(body.answer).toContain(company.hours.label);
  });

  it.each([
    ['no question', { sessionName: 'sess_a' }, 'Falta la pregunta.'],
    ['no session', { question: 'hola' }, 'Falta el identificador de sesión.'],
    ['a numeric question', { question: 42, sessionName: 'sess_a' }, 'La pregunta debe ser un texto.'],
    ['a session list', { question: 'hola', sessionName: ['sess_a'] }, 'El identificador de sesión debe ser un texto.'],
    ['a blank question', { question: '   ', sessionName: 'sess_a' }, 'Escribe una pregunta.'],
    ['501 characters', { question: 'a'.repeat(501), sessionName: 'sess_a' }, 'La pregunta no puede tener más de 500 caracteres.'],
    ['a JSON array', ['hola'], 'La petición debe ser un objeto JSON con los campos question y sessionName.'],
  ])('rejects %s with a Spanish 400', async (_name, body, message) => {
    const res = await server.ask(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('accepts a question of exactly 500 characters', async () => {
    const res = await server.ask({ question: `horario ${'a'.repeat(492)}`, sessionName: 'sess_long' });
    expect(res.status).toBe(200);
  });

  it.each([
    ['broken JSON', '{"question": "hola",', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['plain text', 'hola, ¿qué tal?', 'text/plain'],
    ['a form', 'question=hola&sessionName=sess_a', 'application/x-www-form-urlencoded'],
  ])('rejects %s with a Spanish 400', async (_name, raw, contentType) => {
    const res = await server.ask(undefined, { raw, contentType });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('La petición debe ser un objeto JSON con los campos question y sessionName.');
  });
});

describe('POST /api/ask-bot rate limit', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ askBotRateLimitPerMinute: 3 });
  });
  afterAll(() => server.close());

  it('answers 429 with a Spanish message once an IP exceeds its questions per minute', async () => {
    for (let i = 0; i < 3; i++) expect((await server.ask({ question: 'horario', sessionName: 'sess_rl' })).status).toBe(200);
    const res = await server.ask({ question: 'horario', sessionName: 'sess_rl' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await res.json()).toEqual({ message: 'Has enviado demasiadas preguntas seguidas. Espera un minuto y vuelve a intentarlo.' });
  });
});
