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

/** What one fetch call gets: a response, one still on its way (see deferred), or an Error for a network failure. */
export type FetchAnswer = Response | Promise<Response> | Error;

/**
 * Replaces global fetch for the current test (setup-dom puts the real one back): the first call
 * gets the first answer, the second the second, and so on; a call beyond them fails the way a
 * network failure would, naming the call. Returns the mock to inspect the calls.
 */
export function mockFetch(...answers: FetchAnswer[]): jest.Mock {
  let calls = 0;
  const mock = jest.fn(async () => {
    const answer = answers[calls++];
    if (answer === undefined) throw new Error(`mockFetch: no answer for fetch call ${calls}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of the mock's only call. */
export function sentBody(mock: jest.Mock): unknown {
  expect(mock).toHaveBeenCalledTimes(1);
  const [, init] = mock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

/** A promise to resolve by hand, to look at the page while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
