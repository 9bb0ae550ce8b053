import type { registerRemotes as RegisterRemotes } from '@module-federation/enhanced/runtime';
import type * as RegistryModule from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

// jsdom has no Response: the registry reads only ok, status and json().
const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: async () => body });
const LIST = [{ name: 'catalog', version: 'v1', entry: '/mfe/catalog/v1/remoteEntry.js' }];

describe('reading /remotes.json', () => {
  let registry: typeof RegistryModule;
  let registerRemotes: jest.MockedFunction<typeof RegisterRemotes>;
  let fetchMock: jest.Mock;
  beforeEach(async () => {
    // A fresh module per test: it keeps a successful read for the whole visit.
    jest.resetModules();
    registry = await import('./registry');
    registerRemotes = jest.mocked((await import('@module-federation/enhanced/runtime')).registerRemotes);
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote of a valid list (never cached)', async () => {
    fetchMock.mockReturnValueOnce(answer(LIST));
    await expect(registry.registerRemotesFromManifest()).resolves.toEqual(LIST);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: '/mfe/catalog/v1/remoteEntry.js' }], { force: true });
  });

  it.each([
    ['not a list', { catalog: '/mfe/catalog/v1/remoteEntry.js' }],
    ['an entry without its URL', [{ name: 'catalog', version: 'v1' }]],
    ['a version that leaves its folder', [{ name: 'catalog', version: '..', entry: '/mfe/catalog/v1/remoteEntry.js' }]],
  ])('treats an invalid list (%s) like a failed read: nothing registered, read again next time', async (_label, body) => {
    fetchMock.mockReturnValueOnce(answer(body));
    await expect(registry.registerRemotesFromManifest()).resolves.toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('[shell] could not read the remotes list', expect.any(Error));

    fetchMock.mockReturnValueOnce(answer(LIST));
    await expect(registry.ensureRemotesRegistered()).resolves.toEqual(LIST);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch behaves the same way', async () => {
    fetchMock.mockReturnValueOnce(answer({ message: 'El sitio aún no está publicado.' }, 503));
    await expect(registry.registerRemotesFromManifest()).resolves.toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
