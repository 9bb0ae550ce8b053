import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { fullAddress } from '@site/shared/content/company';
import { OfficeMap } from './office-map';

const mapFrame = () => document.querySelector('iframe');

describe('OfficeMap', () => {
  // Unmount before the shared setup resets the store, or the reset re-renders a mounted map.
  afterEach(cleanup);

  it('shows a placeholder with the address, not the third-party map, while consent is unknown', () => {
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toBeNull();
    expect(screen.getByTestId('map-placeholder')).toHaveTextContent(fullAddress);
    expect(screen.getByRole('button', { name: 'Cargar mapa' })).toBeInTheDocument();
  });

  it('stays a placeholder when cookies were rejected, until the visitor presses "Cargar mapa"', async () => {
    useSiteStore.setState({ consent: 'rejected' });
    const user = userEvent.setup();
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cargar mapa' }));
    const frame = screen.getByTitle(/Mapa de la ubicación de nuestra oficina en Elche/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cargar mapa' })).toBeNull();
    // Only for this visit: nothing about consent was stored.
    expect(useSiteStore.getState().consent).toBe('rejected');
  });

  it('loads the OpenStreetMap embed with the office marker once cookies are accepted', () => {
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toBeNull();
    act(() => useSiteStore.getState().acceptCookies());
    const src = mapFrame()?.getAttribute('src') ?? '';
    expect(src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik&marker=38\.2669%2C-0\.6983$/);
    expect(mapFrame()).toHaveAttribute('title');
    expect(screen.queryByTestId('map-placeholder')).toBeNull();
  });
});
