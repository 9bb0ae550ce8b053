import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { kitAgentPage, kitSolutions } from '@site/shared/content/kit-digital';
import OverviewPage from './overview-page';

const AFTER_DEADLINE = Date.parse('2026-11-21T10:00:00Z');

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(AFTER_DEADLINE));
afterEach(() => jest.restoreAllMocks());

describe('Kit Digital overview (/kit-digital)', () => {
  it('says what the programme is: who it is for, its five segments in order, how the voucher works', () => {
    renderWithProviders(<OverviewPage />, { route: '/kit-digital' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kit Digital: qué es y cómo funciona' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿A quién va dirigido?' })).toBeInTheDocument();
    const segments = within(screen.getByRole('heading', { name: 'Segmentos por número de empleados' }).closest('section')!).getAllByRole('heading', { level: 3 });
    expect(segments.map((h) => h.textContent)).toEqual(['Segmento I', 'Segmento II', 'Segmento III', 'Segmento IV', 'Segmento V']);
    expect(screen.getByText('Hasta 3.000 €')).toBeInTheDocument();
    expect(screen.getByText(/El segmento IV incluye también/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Cómo funciona el bono digital?' })).toBeInTheDocument();
  });

  it('leaves the agent page its own job: no process steps, no solution cards, no logo', () => {
    renderWithProviders(<OverviewPage />, { route: '/kit-digital' });
    expect(screen.queryByText(kitAgentPage.processTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Diagnóstico digital/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Logotipo de Kit Digital/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ayudas por solución' })).toHaveAttribute('href', '/agentes-digitalizadores');
  });

  it('says once that the call closed, and links each of the twelve solutions by its short name', async () => {
    renderWithProviders(<OverviewPage />, { route: '/kit-digital' });
    expect(document.body.textContent?.match(/Convocatoria cerrada|cerró|terminó|cerrada/g)).toEqual(['Convocatoria cerrada']);
    expect(screen.getByRole('link', { name: 'Preguntar por nuevas convocatorias' })).toHaveAttribute('href', '/contacto');
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    const list = await screen.findByRole('list', { name: 'Páginas de las soluciones del Kit Digital' }, { timeout: 8000 });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(kitSolutions.map((s) => [s.shortName, s.path]));
  });
});
