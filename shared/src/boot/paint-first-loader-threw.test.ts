import { openLoaderPage, pageLoaded, scriptThrew, tabHidden } from '../testing/paint-first-loader-page';

/**
 * A page whose script threw before it came to life is dead: it is reported as soon as its
 * visitor hides it (switches tab or app: on a phone often the last event a page gets), even
 * seconds after load.
 */
let beacons: ReturnType<typeof openLoaderPage>;

beforeAll(() => {
  jest.useFakeTimers();
  beacons = openLoaderPage();
});

it('reports a page whose script threw before hydration when its tab is hidden, 3 s after load', () => {
  pageLoaded();
  scriptThrew();
  jest.advanceTimersByTime(3_000);
  expect(beacons).toEqual([]);
  tabHidden();
  expect(beacons.map((b) => b.body.message)).toEqual(['a script threw before hydration; the visitor left']);
});
