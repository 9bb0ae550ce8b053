import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, disableFeaturesSwitch } from './chromium';

describe("Chromium's command line", () => {
  test("repeats every feature the installed Playwright disables (Chromium keeps only the last --disable-features)", () => {
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
    expect(list).toBeDefined();
    const playwrights = [...list!.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((m) => m[1]);
    expect(playwrights.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
  });

  test('has one --disable-features: the launcher’s own list, then the omnibox popups', () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(disableFeaturesSwitch(['Translate', 'MediaRouter'])).toBe('--disable-features=Translate,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup');
  });
});

describe('the browser of the functional checks', () => {
  // The module reads the shell's path when it loads: a fresh copy per case.
  const load = async (shellPath: string) => {
    process.env.CHROMIUM_HEADLESS_SHELL_PATH = shellPath;
    let mod: typeof import('./chromium') | undefined;
    await jest.isolateModulesAsync(async () => {
      mod = await import('./chromium');
    });
    delete process.env.CHROMIUM_HEADLESS_SHELL_PATH;
    return mod!;
  };

  test('is the headless shell where it is installed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    const shell = path.join(dir, 'chromium-headless-shell');
    fs.writeFileSync(shell, '');
    expect((await load(shell)).checkingBrowserPath()).toBe(shell);
    fs.rmSync(dir, { recursive: true });
  });

  test('is the full browser where the shell is not installed', async () => {
    const chromium = await load('/nonexistent/chromium-headless-shell');
    expect(chromium.checkingBrowserPath()).toBe(chromium.CHROMIUM_PATH);
  });
});
