import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSiteStore } from '@site/shared/store';
import { renderWithProviders } from '@site/shared/testing';
import { fakeResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import TelephonyPage from '../telephony-page';

const lastToast = () => useSiteStore.getState().toasts[0];

/** The dialog's code loads on demand: it is ready for the visitor once focus has moved into it. */
async function readyDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

async function openTariff(user: UserEvent, tariffName: string, mode: 'Personal' | 'Empresa' = 'Empresa') {
  await user.click(screen.getByRole('button', { name: mode }));
  await user.click(screen.getByRole('button', { name: `Solicitar oferta: ${tariffName}` }));
  return readyDialog();
}

async function openLines(user: UserEvent, mode: 'Personal' | 'Empresa' = 'Empresa') {
  await user.click(screen.getByRole('button', { name: mode }));
  await user.click(screen.getByRole('button', { name: 'Solicitar Líneas Adicionales' }));
  return readyDialog('Solicitar Líneas Adicionales');
}

async function fillContact(user: UserEvent, dialog: HTMLElement, { company = true } = {}) {
  const d = within(dialog);
  await user.type(d.getByRole('textbox', { name: 'Nombre' }), 'Lucía Martínez');
  await user.type(d.getByRole('textbox', { name: 'Email' }), 'lucia@example.es');
  await user.type(d.getByRole('textbox', { name: /Teléfono/ }), '+34 600 11 22 33');
  if (company) await user.type(d.getByRole('textbox', { name: 'Nombre de la empresa' }), 'Taller Martínez S.L.');
  await user.click(d.getByRole('checkbox', { name: /política de privacidad/ }));
}

// Whole-page renders driven by typing: slower than the 5 s default on a cold, busy machine.
jest.setTimeout(20_000);

describe('telephony request form: validation', () => {
  it('shows the SPEC messages under each field, tied and announced, and focuses the first invalid one', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(async () => fakeResponse(200, {}));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openTariff(user, 'Fibra 1Gb');
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: 'Email' }), 'no-es-un-email');
    await user.type(d.getByRole('textbox', { name: /Teléfono/ }), '600 11');
    await user.click(d.getByRole('button', { name: 'Enviar solicitud' }));

    const name = d.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email inválido');
    expect(d.getByRole('textbox', { name: /Teléfono/ })).toHaveAccessibleDescription('El teléfono debe tener al menos 9 caracteres');
    expect(d.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveAccessibleDescription(
      'El nombre de la empresa es obligatorio para planes empresariales',
    );
    expect(d.getByRole('checkbox', { name: /política de privacidad/ })).toHaveAccessibleDescription('Debes aceptar la política de privacidad');
    expect(d.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'El nombre debe tener al menos 2 caracteres',
      'Email inválido',
      'El teléfono debe tener al menos 9 caracteres',
      'El nombre de la empresa es obligatorio para planes empresariales',
      'Debes aceptar la política de privacidad',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    const phone = d.getByRole('textbox', { name: /Teléfono/ });
    await user.clear(phone);
    await user.type(phone, '600-11-22-3x');
    expect(phone).toHaveAccessibleDescription('Introduce un teléfono válido');
  });

  it('asks for the company only in Empresa mode', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(async () => fakeResponse(200, { message: 'Gracias' }));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openTariff(user, 'Fibra 1Gb', 'Personal');
    expect(within(dialog).queryByRole('textbox', { name: 'Nombre de la empresa' })).not.toBeInTheDocument();
    await fillContact(user, dialog, { company: false });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).not.toHaveProperty('companyName');
  });

  it('requires a line type for additional lines and offers the three types at the mode prices', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const dialog = await openLines(user, 'Personal');
    const d = within(dialog);
    expect(d.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      '40GB40 GB y llamadas ilimitadas5,00 €/mes',
      '150GB150 GB y llamadas ilimitadas10,00 €/mes',
      '300GB300 GB y llamadas ilimitadas15,00 €/mes',
    ]);
    await user.click(d.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(d.getByRole('radio', { name: /^40GB/ })).toHaveFocus());
    expect(d.getByRole('radiogroup')).toHaveAccessibleDescription('Debes seleccionar un tipo de línea');
    await user.click(d.getByRole('radio', { name: /^150GB/ }));
    expect(d.queryByText('Debes seleccionar un tipo de línea')).not.toBeInTheDocument();
  });
});

describe('additional lines quantity', () => {
  it('never leaves 1–8 and keeps the total at unit price × quantity', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TelephonyPage />);
    const d = within(await openLines(user));
    const total = d.getByRole('status');
    const quantity = d.getByRole('spinbutton', { name: /Número de líneas/ });
    const minus = d.getByRole('button', { name: 'Quitar una línea' });
    const plus = d.getByRole('button', { name: 'Añadir una línea' });

    expect(quantity).toHaveValue('1');
    expect(minus).toBeDisabled();
    await user.click(d.getByRole('radio', { name: /^300GB/ }));
    expect(total).toHaveTextContent('12,40 €');
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue('3');
    expect(total).toHaveTextContent('37,20 €');

    for (let i = 0; i < 10; i += 1) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(quantity).toHaveValue('8');
    expect(quantity).toHaveAttribute('aria-valuenow', '8');
    expect(plus).toBeDisabled();
    expect(total).toHaveTextContent('99,20 €');

    await user.click(quantity);
    await user.keyboard('{ArrowUp}');
    expect(quantity).toHaveValue('8');

    // Typing: only 1–8 is accepted.
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity).toHaveValue('');
    await user.type(quantity, '0');
    expect(quantity).toHaveValue('');
    await user.type(quantity, 'x');
    expect(quantity).toHaveValue('');
    await user.type(quantity, '5');
    expect(quantity).toHaveValue('5');
    expect(total).toHaveTextContent('62,00 €');
    await user.type(quantity, '5'); // would read 55
    expect(quantity).toHaveValue('5');

    await user.click(d.getByRole('radio', { name: /^40GB/ }));
    expect(total).toHaveTextContent('20,65 €'); // 5 × 4,13
    for (let i = 0; i < 10; i += 1) if (!(minus as HTMLButtonElement).disabled) await user.click(minus);
    expect(quantity).toHaveValue('1');
    expect(minus).toBeDisabled();
    expect(total).toHaveTextContent('4,13 €');
  });
});

describe('telephony request form: submission', () => {
  it('posts the tariff lead, shows "Enviando..." while sending, then the server message, resets and closes', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (res: Response) => void;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openTariff(user, 'Fibra 1Gb + IP fija');
    await fillContact(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Mensaje/ }), 'Tenemos dos oficinas.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    const sending = await within(dialog).findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(sentBody(fetchMock)).toEqual({
      name: 'Lucía Martínez',
      email: 'lucia@example.es',
      phone: '+34 600 11 22 33',
      message: 'Tenemos dos oficinas.',
      type: 'offer',
      formOrigin: 'telephony',
      planMode: 'empresa',
      offerDetails: 'Tarifa O2 Fibra 1Gb + IP fija (Fibra) · 30,58 €/mes sin IVA · Plan Empresa',
      companyName: 'Taller Martínez S.L.',
      acceptPolicy: true,
    });

    answer(fakeResponse(200, { message: 'Solicitud recibida. Te llamamos en 48 h.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({
      title: 'Mensaje enviado correctamente',
      description: 'Solicitud recibida. Te llamamos en 48 h.',
      variant: 'default',
    });

    // Reopened, the form is empty again.
    await user.click(screen.getByRole('button', { name: 'Solicitar oferta: Fibra 1Gb + IP fija' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
  });

  it('posts additional lines with type, quantity and a readable summary; falls back to "Te contactaremos pronto."', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(async () => fakeResponse(200, {}));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openLines(user);
    const d = within(dialog);
    await user.click(d.getByRole('radio', { name: /^300GB/ }));
    await user.click(d.getByRole('button', { name: 'Añadir una línea' }));
    await user.click(d.getByRole('button', { name: 'Añadir una línea' }));
    await fillContact(user, dialog);
    await user.click(d.getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock)).toMatchObject({
      formOrigin: 'telephony',
      type: 'offer',
      planMode: 'empresa',
      lineType: '300GB',
      lineQuantity: 3,
      companyName: 'Taller Martínez S.L.',
      acceptPolicy: true,
      offerDetails: 'Líneas adicionales: 3 × 300GB a 12,40 €/mes sin IVA cada una · Total: 37,20 €/mes sin IVA · Plan Empresa',
    });
    expect(lastToast()).toMatchObject({ title: 'Mensaje enviado correctamente', description: 'Te contactaremos pronto.' });
  });

  it('shows a destructive toast with "status: body" on failure and keeps the dialog and the data', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(async () => fakeResponse(500, 'Internal Server Error', 'Internal Server Error'));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openTariff(user, 'Móvil 50GB', 'Personal');
    await fillContact(user, dialog, { company: false });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(lastToast()).toBeDefined());
    expect(lastToast()).toMatchObject({ title: 'Error al enviar el mensaje', description: '500: Internal Server Error', variant: 'destructive' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('500: Internal Server Error');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Martínez');
    expect(within(dialog).getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });

  it('falls back to the generic message when the error has none', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(async () => Promise.reject(new Error('')));
    renderWithProviders(<TelephonyPage />);
    const dialog = await openTariff(user, 'Móvil 10GB');
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error al enviar el mensaje', description: 'Ha ocurrido un error. Inténtalo de nuevo.', variant: 'destructive' }),
    );
  });
});
