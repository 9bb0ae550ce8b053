import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import TelephonyPage from './telephony-page';

const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const section = (name: string) => screen.getByRole('region', { name });
const pricesIn = (name: string) =>
  within(section(name))
    .getAllByRole('article')
    .map((card) => within(card).getAllByText(/^\d+,\d\d\s€$/)[0].textContent?.replace(/\s/g, ' '));

// Whole-page renders driven by typing: slower than the 5 s default on a cold, busy machine.
jest.setTimeout(20_000);

describe('telephony page', () => {
  it('starts in Empresa with its three sections, no TV, and VAT-free prices', () => {
    renderWithProviders(<TelephonyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Telefonía' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empresa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'false');
    expect(sectionNames()).toEqual(expect.arrayContaining(['Fibra + Móvil', 'Fibra', 'Móvil']));
    expect(screen.queryByRole('region', { name: 'Fibra + Móvil + TV' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Tarifa sin IVA')).toHaveLength(9);
    expect(screen.queryByText('Precio final')).not.toBeInTheDocument();
  });

  it('switches to Personal: the TV section appears and prices are final', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Empresa' })).toHaveAttribute('aria-pressed', 'false');
    expect(section('Fibra + Móvil + TV')).toBeInTheDocument();
    expect(screen.getAllByText('Precio final')).toHaveLength(13);
    expect(screen.queryByText('Tarifa sin IVA')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Empresa' }));
    expect(screen.queryByRole('region', { name: 'Fibra + Móvil + TV' })).not.toBeInTheDocument();
  });

  it('sorts every section by price, cheapest first', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    expect(pricesIn('Móvil')).toEqual(['5,78 €', '12,40 €', '20,66 €']);
    expect(pricesIn('Fibra')).toEqual(['20,66 €', '24,79 €', '30,58 €']);
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(pricesIn('Móvil')).toEqual(['7,00 €', '10,00 €', '15,00 €', '25,00 €']);
    expect(pricesIn('Fibra + Móvil + TV')).toEqual(['42,00 €', '49,00 €', '56,00 €']);
  });

  it('shows a card with its promotion, struck-through original price, conditional price and features', () => {
    renderWithProviders(<TelephonyPage />);
    const card = screen.getByRole('article', { name: 'Móvil Ilimitado' });
    expect(within(card).getByText('Tarifa recomendada')).toBeInTheDocument();
    expect(within(card).getByText(/24,79/).closest('s')).not.toBeNull();
    expect(card).toHaveTextContent('o 16,53 €/mes según condiciones');
    expect(within(card).getByText('Datos ilimitados')).toBeInTheDocument();
    expect(card).toHaveTextContent('Cobertura 90%');
    // Same original price as price: nothing to strike through.
    const flat = within(section('Fibra')).getByRole('article', { name: 'Fibra 300Mb' });
    expect(flat.querySelector('s')).toBeNull();
  });

  it('lists the additional-line prices of the current mode', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const panel = screen.getByRole('region', { name: 'Líneas Adicionales' });
    expect(panel).toHaveTextContent(/4,13\s€\/mes.*8,26\s€\/mes.*12,40\s€\/mes/);
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(panel).toHaveTextContent(/5,00\s€\/mes.*10,00\s€\/mes.*15,00\s€\/mes/);
  });

  it('links the closing banner to a free consultation and the privacy policy', () => {
    renderWithProviders(<TelephonyPage />);
    expect(screen.getByRole('link', { name: 'Consulta Gratuita' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: /965 00 00 00/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });
});

describe('request dialog as a modal', () => {
  it('opens on the chosen tariff, keeps focus inside, locks scrolling and closes with Escape back to its button', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const opener = screen.getByRole('button', { name: 'Solicitar oferta: Fibra 1Gb + IP fija' });
    await user.click(opener);

    // The dialog's code loads on demand; it is ready once focus has moved into it.
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar oferta: Fibra 1Gb + IP fija' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(dialog).toHaveTextContent('30,58 €/mes sin IVA');
    expect(dialog).toHaveTextContent('48 h');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    for (let i = 0; i < 14; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it("closes with 'Cerrar' and with a click on the backdrop, returning focus each time", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const opener = screen.getByRole('button', { name: 'Solicitar Líneas Adicionales' });

    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog', { name: 'Solicitar Líneas Adicionales' })).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const overlay = [...document.querySelectorAll<HTMLElement>('[data-state="open"]')].find((el) => el !== dialog && !dialog.contains(el));
    expect(overlay).toBeDefined();
    await user.click(dialog); // a click inside keeps it open
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
