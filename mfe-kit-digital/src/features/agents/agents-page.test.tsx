import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
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

describe('Ver Ayudas dialog', () => {
  it('lists the aid of every solution for 0 to 2 employees, as the content records give it', async () => {
    const user = userEvent.setup();
    renderAt(AFTER_DEADLINE);
    await user.click(screen.getByRole('button', { name: 'Ver Ayudas' }));

    const dialog = await screen.findByRole('dialog', { name: 'Empresas de 0 a 2 empleados' });
    const solutions = within(dialog).getAllByRole('term').map((term) => term.textContent);
    const amounts = within(dialog).getAllByRole('definition').map((amount) => amount.textContent);
    expect(solutions).toEqual(kitAgentAid.rows.map((r) => r.category));
    expect(amounts).toEqual(kitAgentAid.rows.map((r) => r.amount));
    expect(amounts).toHaveLength(12);
    expect(dialog).toHaveTextContent('12 meses por solución contratada');
    // After the deadline the dialog says these were the closed call's amounts.
    expect(dialog).toHaveTextContent('Cuantías de la convocatoria que cerró el 31-10-2025');
    // Page scroll is locked while it is open.
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('closes with Escape and gives focus back to "Ver Ayudas"', async () => {
    const user = userEvent.setup();
    renderAt(AFTER_DEADLINE);
    const trigger = screen.getByRole('button', { name: 'Ver Ayudas' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes with "Cerrar" and gives focus back to "Ver Ayudas"', async () => {
    const user = userEvent.setup();
    renderAt(AFTER_DEADLINE);
    const trigger = screen.getByRole('button', { name: 'Ver Ayudas' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with a click on the backdrop but not with a click inside', async () => {
    const user = userEvent.setup();
    renderAt(AFTER_DEADLINE);
    const trigger = screen.getByRole('button', { name: 'Ver Ayudas' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('heading', { name: 'Empresas de 0 a 2 empleados' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The backdrop is Radix's overlay: open, outside the dialog, and not the trigger button.
    const backdrop = [...document.querySelectorAll<HTMLElement>('[data-state="open"]')].find((el) => el !== dialog && !dialog.contains(el) && el !== trigger);
    expect(backdrop).toBeDefined();
    await user.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    renderAt(AFTER_DEADLINE);
    await user.click(screen.getByRole('button', { name: 'Ver Ayudas' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('Agentes Digitalizadores page', () => {
  it('says the call closed on 31-10-2025 and invites visitors to ask about new calls after the deadline', () => {
    renderAt(AFTER_DEADLINE);
    expect(screen.getByRole('heading', { level: 1, name: 'Agentes Digitalizadores del Kit Digital' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Kit Digital en cifras' });
    expect(stats).toHaveTextContent('Convocatoria cerrada el31-10-2025');
    expect(stats).not.toHaveTextContent('Disponible hasta');
    expect(screen.getAllByRole('link', { name: 'Preguntar por nuevas convocatorias' })[0]).toHaveAttribute('href', '/contacto');
  });

  it('shows the availability claim before the deadline', () => {
    renderAt(BEFORE_DEADLINE);
    const stats = screen.getByRole('list', { name: 'Kit Digital en cifras' });
    expect(stats).toHaveTextContent('Disponible hasta31-10-2025');
    expect(stats).toHaveTextContent('Respuesta media48h');
    expect(stats).toHaveTextContent('Gestión integral100%');
    expect(screen.queryByText(/Convocatoria cerrada/)).not.toBeInTheDocument();
  });

  it('shows the tier, the four steps, the twelve solutions with their links and the four benefits', () => {
    renderAt(AFTER_DEADLINE);
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
