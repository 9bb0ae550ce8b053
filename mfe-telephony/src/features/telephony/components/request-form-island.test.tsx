import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import TelephonyPage from '../telephony-page';

jest.setTimeout(30_000);
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

// Its own file: the first interaction is remembered for the whole visit (here, the module registry).
describe('request form island', () => {
  it("fetches the form's code only on the visitor's first interaction", async () => {
    const imported = jest.fn();
    jest.doMock('./request-form', () => {
      imported();
      return jest.requireActual('./request-form');
    });
    // As on the first page: React hydrates the island's boundary in a pass of its own, after the
    // shell has already marked the page hydrated.
    document.documentElement.dataset.hydrated = 'true';
    renderWithProviders(<TelephonyPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(imported).not.toHaveBeenCalled();
    expect(document.getElementById('solicitud')).toBeNull(); // rendered in the browser: nothing to keep yet

    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    expect(await screen.findByRole('combobox', { name: /^Tarifa/, hidden: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
