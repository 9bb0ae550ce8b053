import { openLoaderPage, pageLoaded, visitorLeaves } from '../testing/paint-first-loader-page';

/**
 * A page that never comes to life is reported when its visitor leaves it, not only when they
 * wait: once it has had 15 s after its load event, however slow the network was before that. A
 * visitor who leaves a page still loading, with no error, is not counted: it may just be slow.
 */
let beacons: ReturnType<typeof openLoaderPage>;

beforeAll(() => {
  jest.useFakeTimers();
  beacons = openLoaderPage();
});

it('says nothing of a visitor who leaves before the page loaded, or 10 s after, with no error', () => {
  jest.advanceTimersByTime(60_000); // a slow network: no load event yet
  visitorLeaves();
  pageLoaded();
  jest.advanceTimersByTime(10_000);
  visitorLeaves(); // (the page came back from the back-forward cache)
  expect(beacons).toEqual([]);
});

it('reports a page with no life 15 s after load when its visitor leaves, by sendBeacon, once', () => {
  jest.advanceTimersByTime(8_000);
  expect(beacons).toEqual([]);
  visitorLeaves();
  expect(beacons).toEqual([
    { url: '/api/client-errors', body: { name: 'shell', version: 'shell123', kind: 'load', message: 'no life 15 s after load; the visitor left', path: '/' } },
  ]);
  visitorLeaves();
  jest.advanceTimersByTime(60_000);
  expect(beacons).toHaveLength(1);
});
