import { PAINT_FIRST_LOADER } from './paint-first-loader';

/**
 * A page that never runs is reported by its inline loader, the one script that runs when the
 * shell's own do not. Mutations tried: dropping the scripts' onerror, the 15 s watchdog, or the
 * "once per page" flag each fail a test below.
 */
const beacons: { url: string; body: Record<string, string> }[] = [];

function runLoader(main: string) {
  document.documentElement.setAttribute('data-shell', 'shell123');
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  const script = document.createElement('script');
  script.setAttribute('data-main', main);
  script.textContent = PAINT_FIRST_LOADER;
  document.body.appendChild(script);
}

beforeAll(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/telefonia?email=ana%40example.com');
  runLoader('/react-dom.11111111.js /main.22222222.js');
});
afterEach(() => (beacons.length = 0));

const started = (src: string) => [...document.querySelectorAll('script[src]')].find((s) => s.getAttribute('src') === src)!;

it('reports a start-up script of the shell that fails to load, once per page, against its release, without the query string', () => {
  started('/main.22222222.js').dispatchEvent(new Event('error'));
  started('/react-dom.11111111.js').dispatchEvent(new Event('error'));
  expect(beacons).toEqual([
    { url: '/api/client-errors', body: { name: 'shell', version: 'shell123', kind: 'load', message: '/main.22222222.js', path: '/telefonia' } },
  ]);
});

it('says nothing more about a page already reported, even when it never comes to life', () => {
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(20_000);
  expect(beacons).toEqual([]);
});
