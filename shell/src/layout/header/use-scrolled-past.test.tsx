import { act, renderHook } from '@testing-library/react';
import { BACK_TO_TOP_THRESHOLD_PX } from '../back-to-top/back-to-top';
import { HEADER_BLUR_THRESHOLD_PX } from './header';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollTo(0));

// SPEC §9 says "past": at the threshold itself nothing changes yet, one pixel further it does.
describe.each([
  ['the header blur', HEADER_BLUR_THRESHOLD_PX, 45],
  ['the back-to-top button', BACK_TO_TOP_THRESHOLD_PX, 300],
])('%s', (_name, threshold, specValue) => {
  it(`uses SPEC's ${specValue} px`, () => {
    expect(threshold).toBe(specValue);
  });

  it(`is off at ${specValue} px and on at ${specValue + 1} px, and off again back at ${specValue}`, () => {
    const { result } = renderHook(() => useScrolledPast(threshold));
    act(() => scrollTo(threshold));
    expect(result.current).toBe(false);
    act(() => scrollTo(threshold + 1));
    expect(result.current).toBe(true);
    act(() => scrollTo(threshold));
    expect(result.current).toBe(false);
  });
});
