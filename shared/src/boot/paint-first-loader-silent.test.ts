import { PAINT_FIRST_LOADER } from './paint-first-loader';

/** The watchdog: a page not hydrated 15 s after its load event is a page that never ran. */
const beacons: Record<string, string>[] = [];

function runLoader() {
  document.documentElement.setAttribute('data-shell', 'shell123');
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0 });
  const script = document.createElement('script');
  script.setAttribute('data-main', '/main.22222222.js');
  script.textContent = PAINT_FIRST_LOADER;
  document.body.appendChild(script);
}

beforeAll(() => {
  jest.useFakeTimers();
  runLoader();
});

it('reports nothing for a page that came to life in time', () => {
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(5_000);
  document.documentElement.dataset.hydrated = 'true';
  jest.advanceTimersByTime(20_000);
  expect(beacons).toEqual([]);
  delete document.documentElement.dataset.hydrated;
});

it('waits 15 s after the load event, however slow the network was, then reports a page that never hydrated', () => {
  jest.advanceTimersByTime(60_000); // a slow network: no load event yet, nothing said
  expect(beacons).toEqual([]);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(14_000);
  expect(beacons).toEqual([]);
  jest.advanceTimersByTime(1_000);
  expect(beacons).toEqual([{ name: 'shell', version: 'shell123', kind: 'load', message: 'no life 15 s after load', path: '/' }]);
});
