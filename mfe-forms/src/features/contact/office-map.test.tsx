import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { fullAddress } from '@site/shared/content/company';
import { MAP_EMBED_URL, MAP_PICTURE_URL, OfficeMap } from './office-map';

const mapFrame = () => document.querySelector('iframe');

/** The map service answering (or not) the probe the map asks before it is shown. */
function serviceAnswers(answers: boolean) {
  const probe = jest.fn(() => (answers ? Promise.resolve({ type: 'opaque' }) : Promise.reject(new TypeError('Failed to fetch'))));
  globalThis.fetch = probe as unknown as typeof fetch;
  return probe;
}

describe('OfficeMap', () => {
  // Unmount before the shared setup resets the store, or the reset re-renders a mounted map.
  afterEach(cleanup);

  it('shows our plan of the area and the address, not the third-party map, while consent is unknown', () => {
    const probe = serviceAnswers(true);
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toBeNull();
    expect(probe).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Plano ilustrado de la zona de nuestra oficina en Elche' })).toHaveAttribute('src', MAP_PICTURE_URL);
    expect(screen.getByTestId('map-placeholder')).toHaveTextContent(fullAddress);
    expect(screen.getByRole('button', { name: 'Cargar mapa' })).toBeInTheDocument();
  });

  it('stays a placeholder when cookies were rejected, until the visitor presses "Cargar mapa"', async () => {
    serviceAnswers(true);
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
    serviceAnswers(true);
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toBeNull();
    act(() => useSiteStore.getState().acceptCookies());
    const src = mapFrame()?.getAttribute('src') ?? '';
    expect(src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik&marker=38\.2669%2C-0\.6983$/);
    expect(mapFrame()).toHaveAttribute('title');
    expect(screen.queryByTestId('map-placeholder')).toBeNull();
  });

  // Issue 36: a frame that cannot reach the service showed the browser's broken-frame icon.
  it('lays the map over the plan only once the service answers a HEAD request for it', async () => {
    const probe = serviceAnswers(true);
    useSiteStore.setState({ consent: 'accepted' });
    renderWithProviders(<OfficeMap />);
    expect(mapFrame()).toHaveAttribute('data-reached', 'false');
    expect(probe).toHaveBeenCalledWith(MAP_EMBED_URL, expect.objectContaining({ method: 'HEAD', mode: 'no-cors', credentials: 'omit' }));
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-reached', 'true'));
  });

  it('keeps the plan, with a note that says so, when the service does not answer', async () => {
    serviceAnswers(false);
    useSiteStore.setState({ consent: 'rejected' });
    const user = userEvent.setup();
    renderWithProviders(<OfficeMap />);
    await user.click(screen.getByRole('button', { name: 'Cargar mapa' }));
    const note = await screen.findByTestId('map-unavailable');
    expect(note).toHaveTextContent('El mapa de OpenStreetMap no responde ahora mismo');
    expect(note).toHaveFocus();
    expect(mapFrame()).toBeNull();
    expect(screen.getByRole('img', { name: 'Plano ilustrado de la zona de nuestra oficina en Elche' })).toBeInTheDocument();
  });
});
