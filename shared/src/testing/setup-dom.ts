import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup } from '@testing-library/react';
import { initialSiteState, useSiteStore } from '../store';

// jsdom lacks these: react-router needs the encoders, components call scrollTo and matchMedia.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// What mockFetch replaces (jsdom itself has no fetch), put back after every test.
const realFetch = globalThis.fetch;

afterEach(() => {
  // Unmount first, so resetting the store does not re-render live components.
  cleanup();
  globalThis.fetch = realFetch;
  useSiteStore.setState(initialSiteState, true);
  window.localStorage.clear();
});
