import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { CONSENT_ACCEPTED_KEY, CONSENT_REJECTED_KEY, useSiteStore } from '@site/shared/store';
import CookiesPage, { CookieResetButton } from './cookies-page';

describe('/cookies', () => {
  it('describes the cookie types and the third-party durations', () => {
    renderWithProviders(<CookiesPage />, { route: '/cookies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.getByText(/Técnicas \(necesarias\)/)).toBeInTheDocument();
    const thirdParty = screen.getByRole('table', { name: 'Cookies de terceros' });
    expect(thirdParty).toHaveTextContent('2 años');
    expect(thirdParty).toHaveTextContent('1 año');
    expect(thirdParty).toHaveTextContent('Sesión');
    expect(screen.getByRole('button', { name: 'Restablecer preferencias de cookies' })).toBeInTheDocument();
  });

  it('marks the reset as needing script and says how to reset without it', () => {
    renderWithProviders(<CookiesPage />, { route: '/cookies' });
    // Global CSS hides [data-needs-script] without JavaScript and [data-no-script-only] with it.
    expect(screen.getByRole('button', { name: 'Restablecer preferencias de cookies' })).toHaveAttribute('data-needs-script');
    expect(screen.getByText(/Sin JavaScript, restablece tu elección borrando los datos de este sitio/)).toHaveAttribute('data-no-script-only');
  });

  it('clears both stored choices and reloads the page', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CONSENT_ACCEPTED_KEY, 'true');
    window.localStorage.setItem(CONSENT_REJECTED_KEY, 'true');
    useSiteStore.getState().loadConsent();
    const reload = jest.fn();
    renderWithProviders(<CookieResetButton reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Restablecer preferencias de cookies' }));
    expect(window.localStorage.getItem(CONSENT_ACCEPTED_KEY)).toBeNull();
    expect(window.localStorage.getItem(CONSENT_REJECTED_KEY)).toBeNull();
    expect(useSiteStore.getState().consent).toBe('unknown');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
