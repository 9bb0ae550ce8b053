/** A minimal fetch Response (jsdom has none): what apiRequest and readMessage read. */
export function fakeResponse(status: number, body: unknown = '', statusText = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** Replaces global.fetch with a mock answering `impl`; returns it to inspect the calls. */
export function mockFetch(impl: () => Promise<Response>): jest.Mock {
  const mock = jest.fn(impl);
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of the mock's only call. */
export function sentBody(mock: jest.Mock): unknown {
  expect(mock).toHaveBeenCalledTimes(1);
  const [, init] = mock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}
