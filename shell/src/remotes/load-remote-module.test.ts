import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, requestRemoteComponent, RETRY_DELAYS_MS } from './load-remote-module';
import { ensureRemotesRegistered } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./registry', () => ({ ensureRemotesRegistered: jest.fn(() => Promise.resolve([])) }));

const loadRemoteMock = jest.mocked(loadRemote);
const Page = () => null;
const networkError = () => new Error('ScriptNetworkError: Failed to load script');

/** Runs timers and pending promises until the load settles (the backoff waits are timers). */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 50 && !done; i++) await jest.advanceTimersByTimeAsync(1000);
  return promise;
}

describe('loading a remote component', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits as long as the remote takes: there is no timeout', async () => {
    let answer!: (mod: unknown) => void;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const load = loadRemoteComponent('slow/routes');
    let outcome: unknown;
    void load.then((o) => (outcome = o));
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(outcome).toBeUndefined();
    answer({ default: Page });
    await expect(load).resolves.toEqual({ ok: true, Component: Page });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('retries a real failure after 1 s, 2 s and 4 s, then reports it', async () => {
    loadRemoteMock.mockRejectedValue(networkError());
    const load = loadRemoteComponent('down/routes');
    await jest.advanceTimersByTimeAsync(0);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(4);
    const outcome = await load;
    expect(outcome.ok).toBe(false);
    expect(ensureRemotesRegistered).toHaveBeenCalled();
  });

  it('recovers when a retry succeeds', async () => {
    loadRemoteMock.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ default: Page });
    await expect(settle(loadRemoteComponent('flaky/routes'))).resolves.toEqual({ ok: true, Component: Page });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure: the next load tries again', async () => {
    loadRemoteMock.mockRejectedValue(networkError());
    expect((await settle(loadRemoteComponent('back/routes'))).ok).toBe(false);
    loadRemoteMock.mockReset().mockResolvedValue({ default: Page });
    await expect(settle(loadRemoteComponent('back/routes'))).resolves.toEqual({ ok: true, Component: Page });
  });

  it('keeps a component that loaded, and shares a load under way', async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    const [a, b] = [loadRemoteComponent('once/routes'), loadRemoteComponent('once/routes')];
    expect(await a).toEqual(await b);
    await loadRemoteComponent('once/routes');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    // Ready at once for rendering: a loaded remote never suspends again.
    expect(requestRemoteComponent('once/routes').read()).toEqual({ ok: true, Component: Page });
  });

  it('counts a module without a default component as a failure', async () => {
    loadRemoteMock.mockResolvedValue({});
    expect((await settle(loadRemoteComponent('empty/routes'))).ok).toBe(false);
  });

  it('a request suspends with its pending load until the outcome is known', async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    const request = requestRemoteComponent('later/routes');
    let thrown: unknown;
    try {
      request.read();
    } catch (pending) {
      thrown = pending;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(request.read()).toEqual({ ok: true, Component: Page });
  });
});
