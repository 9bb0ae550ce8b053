import { noScriptTimeoutPlugin } from './no-script-timeout-plugin';

describe('the federation runtime plugin', () => {
  it('lets a remoteEntry.js take as long as it needs (the runtime would give up after 20 s)', () => {
    const createScript = noScriptTimeoutPlugin().createScript!;
    const result = createScript({ url: 'https://example.test/mfe/catalog/v1/remoteEntry.js', attrs: { fetchpriority: 'high' } });
    if (!result || result instanceof HTMLScriptElement || !('script' in result)) throw new Error('expected { script, timeout }');
    expect(result.timeout).toBe(2 ** 31 - 1); // the longest delay a timer accepts
    expect(result.script).toBeInstanceOf(HTMLScriptElement);
    expect((result.script as HTMLScriptElement).src).toBe('https://example.test/mfe/catalog/v1/remoteEntry.js');
    expect(result.script).toHaveAttribute('fetchpriority', 'high');
  });

  it('answers no failure with a stand-in module: failures reach the shell’s loader', () => {
    expect(noScriptTimeoutPlugin()).not.toHaveProperty('errorLoadRemote');
  });
});
