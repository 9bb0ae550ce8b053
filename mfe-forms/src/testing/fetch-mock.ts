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

/** Replaces global.fetch for one test; returns the mock to inspect its calls. */
export function mockFetch(...responses: Array<Response | Promise<Response>>): jest.Mock {
  const mock = jest.fn();
  for (const res of responses) mock.mockImplementationOnce(() => Promise.resolve(res));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A promise to resolve by hand, to look at the form while the request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
