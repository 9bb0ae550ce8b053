import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { COOKIE_BANNER_DELAY_MS, CookieBanner } from './cookie-banner';

function renderBanner() {
  renderWithProviders(<CookieBanner />);
  act(() => useSiteStore.getState().loadConsent());
}

describe('cookie banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 2000 ms when no choice is stored', () => {
    renderBanner();
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Usamos cookies' })).toBeInTheDocument();
  });

  it.each([
    ['Aceptar', 'cookies-accepted', 'cookies-rejected'],
    ['Rechazar', 'cookies-rejected', 'cookies-accepted'],
  ])('%s stores %s, hides the banner and never shows it again', async (button, stored, absent) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBanner();
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    await user.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(stored)).toBe('true');
    expect(localStorage.getItem(absent)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).not.toBeInTheDocument();
  });

  it('stays hidden when a choice is already stored', () => {
    localStorage.setItem('cookies-rejected', 'true');
    renderBanner();
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 3));
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).not.toBeInTheDocument();
  });
});
