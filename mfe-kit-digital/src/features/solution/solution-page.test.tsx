import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { kitSolutionBySlug } from '@site/shared/content/kit-digital';
import SolutionPage from './solution-page';

const AFTER_DEADLINE = Date.parse('2026-11-21T10:00:00Z');

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(AFTER_DEADLINE));
afterEach(() => jest.restoreAllMocks());

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

/** A solution's page with its details, which come in a chunk of their own (solution-details.tsx). */
async function renderSolution(slug: string) {
  renderWithProviders(<SolutionPage slug={slug} />, { route: `/kit/${slug}` });
  await screen.findByRole('table');
}

describe('Kit solution page template', () => {
  it('shows cybersecurity: eight services, max aid, device caps per segment, phases, segment IV note', async () => {
    await renderSolution('cybersecurity');
    expect(screen.getByRole('heading', { level: 1, name: 'Ciberseguridad' })).toBeInTheDocument();
    const services = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(services).toEqual(expect.arrayContaining(kitSolutionBySlug('cybersecurity').services.map((s) => s.title)));
    expect(screen.getByText('29.000 €', { selector: 'strong' }).closest('p')).toHaveTextContent('Ayuda máxima 29.000 €');
    expect(tableRows()).toEqual([
      ['0 < empleados < 3Segmento III', '125 € por dispositivo', 'Hasta 2 dispositivos'],
      ['3 ≤ empleados < 10Segmento II', '125 € por dispositivo', 'Hasta 9 dispositivos'],
      ['10 ≤ empleados < 50Segmento I', '125 € por dispositivo', 'Hasta 48 dispositivos'],
      ['50 ≤ empleados < 100Segmento IV', '125 € por dispositivo', 'Hasta 99 dispositivos'],
      ['100 ≤ empleados < 250Segmento V', '125 € por dispositivo', 'Hasta 232 dispositivos'],
    ]);
    expect(screen.getByText('70 %')).toBeInTheDocument();
    expect(screen.getByText('30 %')).toBeInTheDocument();
    expect(screen.getByText(/El segmento IV incluye también/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Solicitar más información' })) expect(link).toHaveAttribute('href', '/contacto');
    const image = screen.getByRole('img', { name: /escudo/ });
    expect(image).toHaveAttribute('srcset', '/img/kit/cybersecurity-400.webp 400w, /img/kit/cybersecurity-800.webp 800w');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('renders another solution from its own record with the same template', async () => {
    await renderSolution('management');
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Procesos' })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['De 0 a 2 empleadosSegmento III', '2.000 €1 usuario'],
      ['De 3 a 9 empleadosSegmento II', '3.000 €'],
      ['De 10 a 49 empleadosSegmento I', '6.000 €'],
    ]);
    // No phases and no cap column where the SPEC gives none.
    expect(screen.queryByText('70 %')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Empresa', 'Ayuda']);
    // Other solutions are one click away, this one is not listed twice.
    expect(screen.getByRole('link', { name: 'Ciberseguridad' })).toHaveAttribute('href', '/kit/cybersecurity');
    expect(screen.queryByRole('link', { name: 'Gestión de procesos' })).not.toBeInTheDocument();
  });

  it('shows "from 2.000 €" pricing where the SPEC prices that way', async () => {
    await renderSolution('marketplace');
    expect(screen.getByText('Desde 2.000 €', { selector: 'strong' }).closest('p')).toHaveTextContent('Precio estimado Desde 2.000 € subvencionado según tu segmento');
  });

  it('says once, under its title, that the call has closed, instead of promising the aid', async () => {
    await renderSolution('website');
    expect(document.body.textContent?.match(/Convocatoria cerrada|cerró|terminó|cerrada/g)).toEqual(['Convocatoria cerrada']);
    expect(screen.getByText('Pregúntanos', { exact: false })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Solicitar más información' })) expect(link).toHaveAttribute('href', '/contacto');
  });

  it('lists its features once: the services, with no hero chips or checklist saying them again', async () => {
    const website = kitSolutionBySlug('website');
    await renderSolution('website');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(website.services.map((s) => s.title));
    expect(screen.queryByText(website.description)).not.toBeInTheDocument();
    for (const words of [...website.highlights, ...website.includes]) expect(screen.queryByText(words)).not.toBeInTheDocument();
  });
});
