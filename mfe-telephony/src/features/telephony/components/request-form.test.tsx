import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { tariffs } from '@site/shared/content/tariffs';
import { useSiteStore } from '@site/shared/store';
import { deferred, fakeResponse, mockFetch, renderWithProviders, sentBody } from '@site/shared/testing';
import { polyfillDialog, pressInvoker } from '../../../testing/invoker';
import TelephonyPage from '../telephony-page';

const lastToast = () => useSiteStore.getState().toasts[0];
const tariffNamed = (name: string, enterprise: boolean) => tariffs.find((t) => t.name === name && t.enterprise === enterprise)!;

beforeAll(polyfillDialog);

/** Renders the page, touches it (the form's code waits for that) and waits for the form's island. */
async function renderPage() {
  renderWithProviders(<TelephonyPage />);
  fireEvent.pointerDown(document.body);
  return waitFor(
    () => {
      const form = document.getElementById('solicitud');
      if (!(form instanceof HTMLFormElement)) throw new Error('the request form is not there yet');
      return form;
    },
    { timeout: 10_000 },
  );
}

/** A tap on a request button: the dialog opens with the button's preset in the select. */
function open(buttonName: string) {
  pressInvoker(screen.getByRole('button', { name: buttonName }));
  return screen.getByRole('dialog');
}

const field = (dialog: HTMLElement) => {
  const d = within(dialog);
  return {
    tariff: () => d.getByRole('combobox', { name: /^Tarifa/ }) as HTMLSelectElement,
    name: () => d.getByRole('textbox', { name: 'Nombre (obligatorio)' }),
    email: () => d.getByRole('textbox', { name: 'Email (obligatorio)' }),
    phone: () => d.getByRole('textbox', { name: 'Teléfono' }),
    company: () => d.getByRole('textbox', { name: 'Nombre de la empresa (obligatorio)' }),
    message: () => d.getByRole('textbox', { name: 'Mensaje' }),
    policy: () => d.getByRole('checkbox', { name: /política de privacidad/ }),
    submit: () => d.getByRole('button', { name: /^(Enviar|Enviando\.\.\.)$/ }),
  };
};

async function fillContact(user: UserEvent, dialog: HTMLElement, { company = true } = {}) {
  const f = field(dialog);
  await user.type(f.name(), 'Lucía Martínez');
  await user.type(f.email(), 'lucia@example.es');
  await user.type(f.phone(), '+34 600 11 22 33');
  if (company) await user.type(f.company(), 'Taller Martínez S.L.');
  await user.click(f.policy());
}

// Whole-page renders driven by typing: slower than the 5 s default on a cold, busy machine.
jest.setTimeout(40_000);

describe('telephony request form: the HTML contract', () => {
  it('is a native post to /api/contact inside the dialog, with the names and slots the API fills', async () => {
    const form = await renderPage();
    expect(form.closest('dialog')).not.toBeNull();
    expect(form).toHaveAttribute('data-lead-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('novalidate');
    expect(form.firstElementChild).toHaveAttribute('id', 'solicitud-status');
    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue('/telefonia');
    expect(form.querySelector('input[type="hidden"][name="formOrigin"]')).toHaveValue('telephony');
    expect(form.querySelector('input[type="hidden"][name="type"]')).toHaveValue('offer');

    // The mode radios sit in the page's toolbar but belong to this form.
    expect((form.elements.namedItem('planMode') as RadioNodeList).value).toBe('empresa');

    const select = form.elements.namedItem('tariffId') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('');
    expect(select.options[0]).toHaveTextContent('Elige una tarifa');
    expect([...select.options].filter((o) => o.defaultSelected)).toEqual([]);
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((g) => [g.label, g.querySelectorAll('option').length])).toEqual([
      ['Empresa (precios sin IVA)', tariffs.filter((t) => t.enterprise).length],
      ['Personal', tariffs.filter((t) => !t.enterprise).length],
    ]);
    expect(groups[0]).toHaveTextContent('30,58 €/mes · Fibra 1Gb + IP fija');
    expect(select.options[select.options.length - 1]).toHaveValue('lines');
    expect(select.options[select.options.length - 1]).toHaveTextContent('Líneas adicionales');

    const quantity = form.elements.namedItem('lineQuantity') as HTMLInputElement;
    expect(quantity).toHaveAttribute('type', 'number');
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '8');
    expect(quantity).toHaveValue(1);
    expect([...(form.elements.namedItem('lineType') as RadioNodeList)].map((r) => (r as HTMLInputElement).value)).toEqual(['40GB', '150GB', '300GB']);

    for (const name of ['tariffId', 'name', 'email', 'phone', 'companyName', 'message', 'acceptPolicy', 'lineType', 'lineQuantity']) {
      const slot = document.getElementById(`solicitud-${name}-error`);
      expect(slot).toHaveAttribute('data-error-for', name);
      expect(slot).toHaveAttribute('hidden');
      const controls = form.querySelectorAll(`[name="${name}"]`);
      expect(controls.length).toBeGreaterThan(0);
      controls.forEach((control) => expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(`solicitud-${name}-error`));
    }
  });

  it('titles the dialog and sums up the tariff after the select (by CSS), and shows line fields only for lines', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const dialog = open('Solicitar oferta: Fibra 1Gb + IP fija');
    expect(dialog).toHaveAccessibleName('Solicitar oferta: Fibra 1Gb + IP fija');
    const f = field(dialog);
    expect(f.tariff().value).toBe(String(tariffNamed('Fibra 1Gb + IP fija', true).id));
    expect(within(dialog).getByText(/30,58\s€\/mes sin IVA/, { selector: 'dd' })).toBeVisible();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();

    await user.selectOptions(f.tariff(), 'lines');
    expect(dialog).toHaveAccessibleName('Solicitar Líneas Adicionales');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByText(/30,58\s€\/mes sin IVA/, { selector: 'dd' })).not.toBeVisible();

    await user.selectOptions(f.tariff(), '');
    expect(dialog).toHaveAccessibleName('Solicitar oferta');
  });
});

describe('telephony request form: validation', () => {
  it('shows the SPEC messages in the slots, asks for a tariff, and focuses the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(fakeResponse(200, {}));
    await renderPage();
    const dialog = open('Solicitar oferta: Fibra 1Gb');
    const f = field(dialog);
    await user.selectOptions(f.tariff(), '');
    await user.type(f.email(), 'no-es-un-email');
    await user.type(f.phone(), '600 11');
    await user.click(f.submit());

    await waitFor(() => expect(f.tariff()).toHaveFocus());
    expect(f.tariff()).toHaveAccessibleDescription('Selecciona una tarifa');
    expect(f.tariff()).toHaveAttribute('aria-invalid', 'true');
    expect(f.name()).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    expect(f.email()).toHaveAccessibleDescription('Email inválido');
    expect(f.phone()).toHaveAccessibleDescription('El teléfono debe tener al menos 9 caracteres');
    expect(f.company()).toHaveAccessibleDescription('El nombre de la empresa es obligatorio para planes empresariales');
    expect(f.policy()).toHaveAccessibleDescription(expect.stringContaining('Debes aceptar la política de privacidad'));
    expect(fetchMock).not.toHaveBeenCalled();

    // Checked again as the visitor corrects.
    await user.clear(f.phone());
    await user.type(f.phone(), '600-11-22-3x');
    await waitFor(() => expect(f.phone()).toHaveAccessibleDescription('Introduce un teléfono válido'));
  });

  it('asks additional lines for a type and 1 to 8 lines; the steppers stay in range and the total follows', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(fakeResponse(200, {}));
    await renderPage();
    const dialog = open('Solicitar Líneas Adicionales');
    const d = within(dialog);
    const quantity = d.getByRole('spinbutton', { name: /Número de líneas \(de 1 a 8\)/ });
    const minus = d.getByRole('button', { name: 'Quitar una línea' });
    const plus = d.getByRole('button', { name: 'Añadir una línea' });
    const total = d.getByText('Total mensual').closest('[role="status"]') as HTMLElement;
    expect(total).toHaveTextContent('Elige un tipo de línea para ver el total');

    await fillContact(user, dialog);
    await user.click(field(dialog).submit());
    await waitFor(() => expect(d.getByRole('radio', { name: /^40GB/ })).toHaveFocus());
    expect(d.getByRole('radio', { name: /^300GB/ })).toHaveAccessibleDescription('Debes seleccionar un tipo de línea');
    expect(fetchMock).not.toHaveBeenCalled();

    expect(quantity).toHaveValue(1);
    expect(minus).toBeDisabled();
    await user.click(d.getByRole('radio', { name: /^300GB/ }));
    expect(total).toHaveTextContent('12,40 €');
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue(3);
    expect(total).toHaveTextContent(/37,20\s€\s\(3 × 12,40\s€, sin IVA\)/);
    for (let i = 0; i < 10; i += 1) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(quantity).toHaveValue(8);
    expect(plus).toBeDisabled();
    expect(total).toHaveTextContent('99,20 €');

    // Typed past the range: the schema's message, and nothing is sent.
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(total).toHaveTextContent('Indica de 1 a 8 líneas');
    await user.click(field(dialog).submit());
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Máximo 8 líneas'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('telephony request form: submission', () => {
  it('posts the preset tariff, shows "Enviando..." while sending, then the confirmation in place of the fields; opened again, the form is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const fetchMock = mockFetch(answer.promise);
    await renderPage();
    const opener = screen.getByRole('button', { name: 'Solicitar oferta: Fibra 1Gb + IP fija' });
    const dialog = open('Solicitar oferta: Fibra 1Gb + IP fija');
    const f = field(dialog);
    await fillContact(user, dialog);
    await user.type(f.message(), 'Tenemos dos oficinas.');
    await user.click(f.submit());

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
      tariffId: String(tariffNamed('Fibra 1Gb + IP fija', true).id),
      planMode: 'empresa',
      offerDetails: 'Tarifa O2 Fibra 1Gb + IP fija (Fibra) · 30,58 €/mes sin IVA · Plan Empresa',
      companyName: 'Taller Martínez S.L.',
      acceptPolicy: true,
      website: '',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });

    answer.resolve(fakeResponse(201, { message: 'Solicitud recibida. Te llamamos en 48 h.' }));
    // The dialog stays open on the confirmation (SPEC §8's words), which takes the focus; the fields are gone.
    const status = await waitFor(() => {
      const shown = dialog.querySelector<HTMLElement>('[data-form-status]:not([hidden])');
      if (!shown) throw new Error('no confirmation yet');
      return shown;
    });
    await waitFor(() => expect(status).toHaveTextContent('Mensaje enviado correctamente Solicitud recibida. Te llamamos en 48 h.'));
    expect(status).toHaveAttribute('data-variant', 'success');
    await waitFor(() => expect(status).toHaveFocus());
    expect(dialog.querySelector('form')).toHaveAttribute('data-sent');
    expect(within(dialog).getByRole('link', { name: 'Enviar otra solicitud' })).toHaveAttribute('href', '/telefonia');
    expect(lastToast()).toMatchObject({
      title: 'Mensaje enviado correctamente',
      description: 'Solicitud recibida. Te llamamos en 48 h.',
      variant: 'default',
    });
    // The dialog's title still names the tariff asked for.
    expect(f.tariff()).toHaveValue(String(tariffNamed('Fibra 1Gb + IP fija', true).id));

    // Closed and opened again, the form is back, empty, and the submit button ready.
    act(() => (dialog as HTMLDialogElement).close());
    pressInvoker(opener);
    expect(dialog.querySelector('form')).not.toHaveAttribute('data-sent');
    expect(f.name()).toHaveValue('');
    expect(f.policy()).not.toBeChecked();
    await waitFor(() => expect(f.submit()).toHaveTextContent(/^Enviar$/));
    expect(f.submit()).toBeEnabled();
  });

  it('reads mode and tariff from the page when sending: Personal without company, a select set without events', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(fakeResponse(201, { message: 'Gracias' }));
    await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    const dialog = open('Solicitar oferta: Móvil 50GB');
    const f = field(dialog);
    expect(within(dialog).queryByRole('textbox', { name: /Nombre de la empresa/ })).not.toBeInTheDocument();
    // Whatever changes the select, the request sends what it shows at that moment.
    const other = tariffNamed('Fibra 600Mb', false);
    f.tariff().value = String(other.id);
    await fillContact(user, dialog, { company: false });
    await user.click(f.submit());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = sentBody(fetchMock) as Record<string, unknown>;
    expect(body).toMatchObject({ planMode: 'personal', tariffId: String(other.id), offerDetails: 'Tarifa O2 Fibra 600Mb (Fibra) · 27,00 €/mes precio final · Plan Personal' });
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('lineType');
    await waitFor(() => expect(dialog.querySelector('[data-form-status]')).toHaveTextContent('Mensaje enviado correctamente'));
    // The form's reset does not undo the visitor's mode (the radios belong to the form).
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
  });

  it('posts additional lines with type, quantity and a readable summary; falls back to "Te contactaremos pronto."', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(fakeResponse(201, {}));
    await renderPage();
    const dialog = open('Solicitar Líneas Adicionales');
    const d = within(dialog);
    await user.click(d.getByRole('radio', { name: /^300GB/ }));
    await user.click(d.getByRole('button', { name: 'Añadir una línea' }));
    await user.click(d.getByRole('button', { name: 'Añadir una línea' }));
    await fillContact(user, dialog);
    await user.click(field(dialog).submit());

    await waitFor(() => expect(dialog.querySelector('[data-form-status]')).toHaveTextContent('Mensaje enviado correctamente Te contactaremos pronto.'));
    expect(sentBody(fetchMock)).toMatchObject({
      formOrigin: 'telephony',
      type: 'offer',
      tariffId: 'lines',
      planMode: 'empresa',
      lineType: '300GB',
      lineQuantity: 3,
      companyName: 'Taller Martínez S.L.',
      acceptPolicy: true,
      offerDetails: 'Líneas adicionales: 3 × 300GB a 12,40 €/mes sin IVA cada una · Total: 37,20 €/mes sin IVA · Plan Empresa',
    });
    expect(lastToast()).toMatchObject({ title: 'Mensaje enviado correctamente', description: 'Te contactaremos pronto.' });
  });

  it('on failure shows a destructive toast with "status: body", says it in the dialog, keeps the data and shows field errors', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = { message: 'Revisa los campos marcados.', errors: { email: 'Email inválido' } };
    mockFetch(fakeResponse(400, refusal, 'Bad Request'));
    await renderPage();
    const dialog = open('Solicitar oferta: Móvil 10GB');
    const f = field(dialog);
    await fillContact(user, dialog);
    await user.click(f.submit());

    await waitFor(() => expect(lastToast()).toBeDefined());
    expect(lastToast()).toMatchObject({ title: 'Error al enviar el mensaje', description: `400: ${JSON.stringify(refusal)}`, variant: 'destructive' });
    expect(within(dialog).getByText(/No hemos podido enviar tu solicitud: 400/).closest('[role="alert"]')).not.toBeNull();
    expect(f.email()).toHaveAccessibleDescription('Email inválido');
    expect(f.name()).toHaveValue('Lucía Martínez');
    expect(f.submit()).toBeEnabled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('"Enviar otra solicitud" brings the fields back in place, the focus on the first one', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(fakeResponse(201, { message: 'Gracias' }));
    await renderPage();
    const dialog = open('Solicitar oferta: Fibra 1Gb + IP fija');
    await fillContact(user, dialog);
    await user.click(field(dialog).submit());
    await user.click(await within(dialog).findByRole('link', { name: 'Enviar otra solicitud' }));
    expect(dialog.querySelector('form')).not.toHaveAttribute('data-sent');
    expect(dialog.querySelector('[data-form-status]')).not.toBeVisible();
    await waitFor(() => expect(field(dialog).tariff()).toHaveFocus());
    expect(field(dialog).name()).toHaveValue('');
  });

  it('opens clean for the next tariff after a refused attempt: no message, no red field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch(fakeResponse(201, {}));
    await renderPage();
    const dialog = open('Solicitar oferta: Fibra 1Gb + IP fija');
    await user.type(field(dialog).name(), 'Lucía');
    await user.click(field(dialog).submit());
    await waitFor(() => expect(field(dialog).email()).toHaveAccessibleDescription('Email inválido'));
    expect(field(dialog).email()).toHaveAttribute('aria-invalid', 'true');

    act(() => (dialog as HTMLDialogElement).close());
    for (const next of ['Solicitar oferta: Móvil 10GB', 'Solicitar Líneas Adicionales']) {
      const again = open(next);
      await waitFor(() => expect(again.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0));
      expect(again.querySelectorAll('[data-error-for]:not([hidden])')).toHaveLength(0);
      expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
      // What was typed stays: a second request is quicker.
      expect(field(again).name()).toHaveValue('Lucía');
      act(() => (again as HTMLDialogElement).close());
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the error has none', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch(new Error(''));
    await renderPage();
    const dialog = open('Solicitar oferta: Móvil 10GB');
    await fillContact(user, dialog);
    await user.click(field(dialog).submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error al enviar el mensaje', description: 'Ha ocurrido un error. Inténtalo de nuevo.', variant: 'destructive' }),
    );
  });
});
