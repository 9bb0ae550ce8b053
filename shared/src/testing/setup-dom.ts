import '@testing-library/jest-dom';
import { initialSiteState, useSiteStore } from '../store';

// jsdom lacks these; components call them.
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  useSiteStore.setState(initialSiteState, true);
  window.localStorage.clear();
});
