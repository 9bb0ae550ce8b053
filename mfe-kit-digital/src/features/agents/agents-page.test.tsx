import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { StaticRouter } from '@site/shared/router/server';
import { renderWithProviders } from '@site/shared/testing';
import { theme } from '@site/shared/ui';
import { company, phoneHref } from '@site/shared/content/company';
import { kitAgentAid, kitSolutions } from '@site/shared/content/kit-digital';
import AgentsPage from './agents-page';

const AFTER_DEADLINE = Date.parse('2026-11-21T10:00:00Z');
const BEFORE_DEADLINE = Date.parse('2025-10-15T10:00:00Z');

function renderAt(now: number) {
  jest.spyOn(Date, 'now').mockReturnValue(now);
  return renderWithProviders(<AgentsPage />, { route: '/agentes-digitalizadores' });
}

afterEach(() => jest.restoreAllMocks());

// jsdom has no invoker commands and no showModal(): these tests check the markup the browser
// opens and closes natively. The behaviour (open, focus, close, scroll lock) is checked in a
// browser by e2e/kit-digital-journey.spec.ts and e2e/field-catalog-kit.spec.ts.
describe('Ver Ayudas dialog', () => {
  const aidDialog = () => document.getElementById('ayudas')!;

  it('is a native dialog that "Ver Ayudas" opens as a modal, with no script of its own', () => {
    renderAt(AFTER_DEADLINE);
    const trigger = screen.getByRole('button', { name: 'Ver Ayudas' });
    expect(trigger).toHaveAttribute('type', 'button');
    expect(trigger).toHaveAttribute('commandfor', 'ayudas');
    expect(trigger).toHaveAttribute('command', 'show-modal');
    // Rendered with the page, closed: nothing is loaded on the first tap.
    expect(aidDialog().tagName).toBe('DIALOG');
    expect(aidDialog()).not.toHaveAttribute('open');
    // The page has no other element with that id (the section heading had it once).
    expect(document.querySelectorAll('#ayudas')).toHaveLength(1);
  });

  it('lists the aid of every solution for 0 to 2 employees, as the content records give it', () => {
    renderAt(AFTER_DEADLINE);
    const dialog = aidDialog();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent('Empresas de 0 a 2 empleados');
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Empresas de 0 a 2 empleados');
    const solutions = within(dialog).getAllByRole('term', { hidden: true }).map((term) => term.textContent);
    const amounts = within(dialog).getAllByRole('definition', { hidden: true }).map((amount) => amount.textContent);
    expect(solutions).toEqual(kitAgentAid.rows.map((r) => r.category));
    expect(amounts).toEqual(kitAgentAid.rows.map((r) => r.amount));
    expect(amounts).toHaveLength(kitSolutions.length);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent('12 meses por solución contratada');
    // After the deadline the dialog says these were the closed call's amounts.
    expect(dialog).toHaveTextContent('Cuantías de la convocatoria que cerró el 31-10-2025');
  });

  it('does not call the amounts closed before the deadline', () => {
    renderAt(BEFORE_DEADLINE);
    expect(aidDialog()).toHaveTextContent('Sitio Web y Presencia básica en Internet');
    expect(aidDialog()).not.toHaveTextContent('Cuantías de la convocatoria que cerró');
  });

  it('closes with "Cerrar", the corner button or a backdrop click, natively', () => {
    renderAt(AFTER_DEADLINE);
    const dialog = aidDialog();
    const closers = within(dialog).getAllByRole('button', { hidden: true });
    expect(closers.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Cerrar', 'Cerrar']);
    for (const button of closers) {
      expect(button).toHaveAttribute('commandfor', 'ayudas');
      expect(button).toHaveAttribute('command', 'close');
    }
    expect(dialog).toHaveAttribute('closedby', 'any');
  });

  it('focuses its title on opening, so the top of the list stays in view on a phone', () => {
    renderAt(AFTER_DEADLINE);
    const title = within(aidDialog()).getByRole('heading', { level: 2, hidden: true });
    expect(title).toHaveAttribute('autofocus');
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('is in the server-rendered HTML, title autofocus included', () => {
    jest.spyOn(Date, 'now').mockReturnValue(AFTER_DEADLINE);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StaticRouter location="/agentes-digitalizadores">
          <AgentsPage />
        </StaticRouter>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<button[^>]*commandfor="ayudas"[^>]*command="show-modal"[^>]*>Ver Ayudas<\/button>/);
    expect(html).toMatch(/<dialog[^>]*id="ayudas"[^>]*closedby="any"/);
    expect(html).toMatch(/<h2[^>]*id="ayudas-titulo"[^>]*tabindex="-1"[^>]*autofocus=""/);
    expect(html).toContain('1.500 € (1 usuario)');
  });
});

describe('Agentes Digitalizadores page', () => {
  /** The page's text outside the (closed) aid dialog, which keeps its own note for when it is open. */
  const pageText = () => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelector('dialog')?.remove();
    return copy.textContent ?? '';
  };

  it('says once, under its title, that the call closed on 31-10-2025, and what visitors can ask instead', () => {
    renderAt(AFTER_DEADLINE);
    expect(screen.getByRole('heading', { level: 1, name: 'Agentes Digitalizadores del Kit Digital' })).toBeInTheDocument();
    expect(pageText().match(/Convocatoria cerrada|cerró|terminó|cerrada/g)).toEqual(['Convocatoria cerrada']);
    const statement = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Convocatoria cerrada el 31-10-2025');
    // In the hero band, before the first section.
    expect(statement.closest('section')).toBe(document.querySelector('section'));
    expect(statement.nextElementSibling).toHaveTextContent(/^Pregúntanos por nuevas convocatorias/);
    // The deadline card keeps the date without saying again that it has passed.
    const stats = screen.getByRole('list', { name: 'Kit Digital en cifras' });
    expect(stats).toHaveTextContent('Solicitudes hasta31-10-2025');
    expect(stats).not.toHaveTextContent('Disponible hasta');
  });

  it('shows the availability claim before the deadline', () => {
    renderAt(BEFORE_DEADLINE);
    const stats = screen.getByRole('list', { name: 'Kit Digital en cifras' });
    expect(stats).toHaveTextContent('Disponible hasta31-10-2025');
    expect(stats).toHaveTextContent('Respuesta media48h');
    expect(stats).toHaveTextContent('Gestión integral100%');
    expect(screen.queryByText(/Convocatoria cerrada/)).not.toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Disponible hasta 31-10-2025')).toBeInTheDocument();
  });

  it('shows the tier, the four steps, every solution with its link and the four benefits', async () => {
    renderAt(AFTER_DEADLINE);
    // The solution cards are an island: their code comes with the visitor's first interaction.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    // The first import of the island's chunk is slow under jest on a busy machine; later ones are cached.
    expect(await screen.findByRole('link', { name: `Más información sobre ${kitSolutions[0].category}` }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Para empresas de 0 a menos de 3 empleados' })).toBeInTheDocument();
    expect(screen.getByText('Hasta 3.000 €')).toBeInTheDocument();
    for (const step of ['Diagnóstico digital', 'Solicitud de la subvención', 'Desarrollo e implementación', 'Formación y soporte']) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
    for (const solution of kitSolutions) {
      expect(screen.getByRole('link', { name: `Más información sobre ${solution.category}` })).toHaveAttribute('href', solution.path);
    }
    for (const benefit of ['Agentes oficiales', 'Proceso rápido', 'Experiencia demostrada', 'Soporte integral']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Solicitar Información' }).every((a) => a.getAttribute('href') === '/contacto')).toBe(true);
    expect(screen.getByRole('link', { name: company.phone.display })).toHaveAttribute('href', phoneHref);
    expect(screen.getByRole('img', { name: /Logotipo de Kit Digital/ })).toHaveAttribute('srcset', expect.stringContaining('kit-digital-logo-400.webp 400w'));
  });
});
