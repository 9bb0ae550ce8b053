import { openLoaderPage, pageLoaded, scriptThrew, visitorLeaves } from '../testing/paint-first-loader-page';

/**
 * A page that never runs is reported by its inline loader, the one script that runs when the
 * shell's own do not. Mutations tried: dropping the scripts' onerror, the deadlines, the leave
 * listeners, or the "once per page" flag each fail a test in paint-first-loader-*.test.ts.
 */
let beacons: ReturnType<typeof openLoaderPage>;

beforeAll(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/telefonia?email=ana%40example.com');
  beacons = openLoaderPage('/react-dom.11111111.js /main.22222222.js');
});
afterEach(() => (beacons.length = 0));

const started = (src: string) => [...document.querySelectorAll('script[src]')].find((s) => s.getAttribute('src') === src)!;

it('reports a start-up script of the shell that fails to load at once, once per page, against its release, without the query string', () => {
  started('/main.22222222.js').dispatchEvent(new Event('error'));
  started('/react-dom.11111111.js').dispatchEvent(new Event('error'));
  expect(beacons).toEqual([
    { url: '/api/client-errors', body: { name: 'shell', version: 'shell123', kind: 'load', message: '/main.22222222.js', path: '/telefonia' } },
  ]);
});

it('says nothing more about a page already reported, even when it never comes to life and its visitor leaves', () => {
  pageLoaded();
  scriptThrew();
  jest.advanceTimersByTime(20_000);
  visitorLeaves();
  jest.advanceTimersByTime(60_000);
  expect(beacons).toEqual([]);
});
