import { openLoaderPage, pageHydrated, pageLoaded, tabHidden, tabShown, visitorLeaves } from '../testing/paint-first-loader-page';

/**
 * A late but healthy hydration is not an error: a page still without life 15 s after its load
 * event (a loaded machine, a slow phone) that then hydrates is never reported, whenever its visitor
 * leaves. (Reporting at 15 s, as the loader once did, fails this; so does leaving out the
 * hydration check on leave.)
 */
let beacons: ReturnType<typeof openLoaderPage>;

beforeAll(() => {
  jest.useFakeTimers();
  beacons = openLoaderPage();
});

it('says nothing at 15 s, nor when the page hydrates at 20 s, nor when the visitor leaves or the minute is up', () => {
  pageLoaded();
  jest.advanceTimersByTime(15_000);
  expect(beacons).toEqual([]);
  jest.advanceTimersByTime(5_000);
  pageHydrated();
  tabHidden();
  tabShown();
  visitorLeaves();
  jest.advanceTimersByTime(60_000);
  expect(beacons).toEqual([]);
});
