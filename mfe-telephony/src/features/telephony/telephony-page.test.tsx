import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tariffs } from '@site/shared/content/tariffs';
import { renderWithProviders } from '@site/shared/testing';
import TelephonyPage from './telephony-page';

// jsdom applies the page's CSS (`:has()` included), so what is visible here is what the CSS shows;
// only invoker buttons (`commandfor`) are not run by jsdom: their attributes are checked instead.

/** The tariff sections shown, by heading (regions that hold tariff cards). */
const sectionNames = () =>
  screen
    .getAllByRole('region')
    .filter((region) => region.querySelector('article'))
    .map((region) => region.querySelector('h2')?.textContent);
const section = (name: string) => screen.getByRole('region', { name });
const pricesIn = (name: string) =>
  within(section(name))
    .getAllByRole('article')
    .map((card) => within(card).getAllByText(/^\d+,\d\d\s€$/)[0].textContent?.replace(/\s/g, ' '));
const modes = () => screen.getByRole('group', { name: 'Tipo de cliente' });
const modeRadio = (name: 'Personal' | 'Empresa') => within(modes()).getByRole('radio', { name });

const enterpriseCount = tariffs.filter((t) => t.enterprise).length;
const personalCount = tariffs.length - enterpriseCount;

// Whole-page renders: slower than the 5 s default on a cold, busy machine.
jest.setTimeout(30_000);

describe('telephony page', () => {
  it('starts in Empresa: its radio is checked and belongs to the request form; only Empresa tariffs show', () => {
    renderWithProviders(<TelephonyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Telefonía' })).toBeInTheDocument();
    expect(modeRadio('Empresa')).toBeChecked();
    expect(modeRadio('Personal')).not.toBeChecked();
    for (const radio of [modeRadio('Empresa'), modeRadio('Personal')]) {
      expect(radio).toHaveAttribute('name', 'planMode');
      expect(radio).toHaveAttribute('form', 'solicitud');
    }
    expect(modeRadio('Empresa')).toHaveAttribute('id', 'planMode-empresa');

    expect(screen.getAllByRole('article')).toHaveLength(enterpriseCount);
    expect(sectionNames()).toEqual(['Fibra + Móvil', 'Fibra', 'Móvil']);
    expect(screen.getByText('Tarifas para empresas y autónomos. Precios sin IVA.')).toBeVisible();
    expect(screen.getByText('Tarifas para particulares. Precios finales, IVA incluido.')).not.toBeVisible();
    expect(screen.getAllByText('Tarifa sin IVA').filter(isShown)).toHaveLength(enterpriseCount);
    expect(screen.getAllByText('Precio final').filter(isShown)).toHaveLength(0);
  });

  it('has both modes in its HTML, with unique ids, so CSS alone can switch', () => {
    const { container } = renderWithProviders(<TelephonyPage />);
    expect(container.querySelectorAll('[data-plan-mode="empresa"] article')).toHaveLength(enterpriseCount);
    expect(container.querySelectorAll('[data-plan-mode="personal"] article')).toHaveLength(personalCount);
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['tarifas-empresa-fibra', 'tarifas-personal-fibra', 'tarifas-personal-fibra-movil-tv']));
  });

  it('switches to Personal with its radio: the TV section appears and prices are final; and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    await user.click(modeRadio('Personal'));
    expect(modeRadio('Personal')).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(personalCount);
    expect(sectionNames()).toEqual(['Fibra + Móvil', 'Fibra', 'Móvil', 'Fibra + Móvil + TV']);
    expect(screen.getByText('Tarifas para particulares. Precios finales, IVA incluido.')).toBeVisible();
    expect(screen.getAllByRole('article').filter((card) => within(card).queryByText('Precio final'))).toHaveLength(personalCount);

    await user.click(modeRadio('Empresa'));
    expect(screen.getAllByRole('article')).toHaveLength(enterpriseCount);
    expect(screen.queryByRole('region', { name: 'Fibra + Móvil + TV' })).not.toBeInTheDocument();
  });

  it('sorts every section by price, cheapest first', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    expect(pricesIn('Móvil')).toEqual(['5,78 €', '12,40 €', '20,66 €']);
    expect(pricesIn('Fibra')).toEqual(['20,66 €', '24,79 €', '30,58 €']);
    await user.click(modeRadio('Personal'));
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
    // Coverage is every tariff's, said once in the hero, not on each card.
    expect(card).not.toHaveTextContent('Cobertura');
    expect(screen.getAllByText(/Cobertura/).map((el) => el.textContent?.trim())).toEqual(['Cobertura del 90%']);
    // Same original price as price: nothing to strike through.
    const flat = within(section('Fibra')).getByRole('article', { name: 'Fibra 300Mb' });
    expect(flat.querySelector('s')).toBeNull();
  });

  it("shows the additional-line prices and the jump link's price of the chosen mode", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const panel = screen.getByRole('region', { name: 'Líneas Adicionales' });
    const shownPrices = () => within(panel).getAllByText(/€\/mes$/).filter(isShown).map((el) => el.textContent?.replace(/\s/g, ' '));
    const jump = screen.getByRole('link', { name: /^Líneas adicionales desde/ });
    expect(jump).toHaveAttribute('href', '#lineas-adicionales');
    expect(shownPrices()).toEqual(['4,13 €/mes', '8,26 €/mes', '12,40 €/mes']);
    expect(within(panel).getByText('Precio por línea, sin IVA.')).toBeVisible();
    expect(within(jump).getByText(/4,13/)).toBeVisible();
    await user.click(modeRadio('Personal'));
    expect(shownPrices()).toEqual(['5,00 €/mes', '10,00 €/mes', '15,00 €/mes']);
    expect(within(panel).getByText('Precio final por línea, IVA incluido.')).toBeVisible();
    expect(within(jump).getByText(/5,00/)).toBeVisible();
  });

  it('opens the one request dialog from every request button, natively, with what to request preset', () => {
    const { container } = renderWithProviders(<TelephonyPage />);
    const dialogs = container.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(1);
    const dialogId = dialogs[0].id;
    expect(dialogId).not.toBe('solicitud'); // `form="solicitud"` must find the form, not its dialog

    const openers = [...container.querySelectorAll('button[data-preset]')];
    expect(openers).toHaveLength(tariffs.length + 1);
    for (const tariff of tariffs) {
      const buttons = openers.filter((b) => b.getAttribute('data-preset') === `tariffId=${tariff.id}`);
      expect(buttons).toHaveLength(1);
      const [button] = buttons;
      expect(button).toHaveTextContent('Solicitar oferta');
      expect(button).toHaveAccessibleName(`Solicitar oferta: ${tariff.name}`);
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('commandfor', dialogId);
      expect(button).toHaveAttribute('command', 'show-modal');
    }
    const lines = screen.getByRole('button', { name: 'Solicitar Líneas Adicionales' });
    expect(lines).toHaveAttribute('commandfor', dialogId);
    expect(lines).toHaveAttribute('command', 'show-modal');
    expect(lines).toHaveAttribute('data-preset', 'tariffId=lines');
    // Closed until a button opens it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the closing banner to a free consultation and the privacy policy', () => {
    renderWithProviders(<TelephonyPage />);
    expect(screen.getByRole('link', { name: 'Consulta Gratuita' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: /965 00 00 00/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
  });
});

/** Whether CSS shows an element (none of its ancestors is display: none). */
function isShown(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
  return true;
}
