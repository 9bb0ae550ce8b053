import { openLoaderPage, pageLoaded, visitorLeaves } from '../testing/paint-first-loader-page';

/** A visitor who stays on a page that never comes to life is reported a minute after its load event, once. */
let beacons: ReturnType<typeof openLoaderPage>;

beforeAll(() => {
  jest.useFakeTimers();
  beacons = openLoaderPage();
});

it('reports a page with no life 60 s after load, and not again when its visitor leaves', () => {
  pageLoaded();
  jest.advanceTimersByTime(59_000);
  expect(beacons).toEqual([]);
  jest.advanceTimersByTime(1_000);
  expect(beacons.map((b) => b.body.message)).toEqual(['no life 60 s after load']);
  visitorLeaves();
  expect(beacons).toHaveLength(1);
});
