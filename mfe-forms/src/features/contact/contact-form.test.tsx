import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { StaticRouter } from '@site/shared/router/server';
import { deferred, fakeResponse, mockFetch, renderWithProviders } from '@site/shared/testing';
import { theme } from '@site/shared/ui';
import { useSiteStore } from '@site/shared/store';
import { ContactForm } from './contact-form';

function setup() {
  const user = userEvent.setup();
  // The page draws the heading that names the form.
  renderWithProviders(
    <>
      <h2 id="contacto-heading">Envíanos un mensaje</h2>
      <ContactForm />
    </>,
  );
  const field = {
    name: screen.getByRole('textbox', { name: 'Nombre (obligatorio)' }),
    email: screen.getByRole('textbox', { name: 'Email (obligatorio)' }),
    phone: screen.getByRole('textbox', { name: 'Teléfono (obligatorio)' }),
    company: screen.getByRole('textbox', { name: 'Empresa' }),
    service: screen.getByRole('combobox', { name: 'Servicio de interés (obligatorio)' }),
    message: screen.getByRole('textbox', { name: 'Mensaje (obligatorio)' }),
    policy: screen.getByRole('checkbox', { name: /política de privacidad/ }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  const fillValid = async () => {
    await user.type(field.name, 'Ana García');
    await user.type(field.email, 'ana@empresa.es');
    await user.type(field.phone, '965 123 456');
    await user.selectOptions(field.service, 'Kit Digital');
    await user.type(field.message, 'Quiero información sobre el Kit Digital.');
    await user.click(field.policy);
  };
  return { user, field, submit, fillValid };
}

/** The error shown under a control: the visible role="alert" slot its aria-describedby points at. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return alert && !alert.hidden && alert.textContent ? alert.textContent : null;
}

describe('ContactForm', () => {
  it('is the contract\'s native form: posts to /api/contact with every control named after its schema field', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Envíanos un mensaje' }) as HTMLFormElement;
    expect(form).toHaveAttribute('id', 'contacto');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('enctype', 'application/x-www-form-urlencoded');
    const names = Array.from(form.elements, (el) => (el as HTMLInputElement).name).filter(Boolean);
    expect(names).toEqual(['page', 'formOrigin', 'idempotencyKey', 'website', 'name', 'email', 'phone', 'company', 'service', 'message', 'acceptPolicy']);
    expect(form.elements.namedItem('page')).toHaveValue('/contacto');
    expect(form.elements.namedItem('formOrigin')).toHaveValue('contact');
    for (const name of names.filter((n) => !['page', 'formOrigin', 'idempotencyKey', 'website'].includes(n))) {
      const control = form.elements.namedItem(name) as HTMLElement;
      expect(control).toHaveAttribute('id', `contacto-${name}`);
      expect(control.getAttribute('aria-describedby')).toMatch(new RegExp(`(^| )contacto-${name}-error$`));
      expect(document.getElementById(`contacto-${name}-error`)).toHaveAttribute('data-error-for', name);
    }
    expect(document.getElementById('contacto-status')).toHaveAttribute('hidden');
  });

  it('marks the required fields and links the privacy policy', () => {
    const { field } = setup();
    for (const control of [field.name, field.email, field.phone, field.service, field.message, field.policy]) {
      expect(control).toHaveAttribute('aria-required', 'true');
    }
    expect(field.company).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(screen.getAllByRole('option')).toHaveLength(9); // placeholder + the eight services
  });

  it('shows every SPEC message under its field, focuses the first invalid field and sends nothing', async () => {
    const fetchMock = mockFetch();
    const { field, submit } = setup();
    await submit();

    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(errorOf(field.name)).toBe('El nombre debe tener al menos 2 caracteres');
    expect(errorOf(field.email)).toBe('Email inválido');
    expect(errorOf(field.phone)).toBe('El teléfono debe tener al menos 9 caracteres');
    expect(errorOf(field.service)).toBe('Por favor selecciona un servicio');
    expect(errorOf(field.message)).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(errorOf(field.policy)).toBe('Debes aceptar la política de privacidad');
    expect(errorOf(field.company)).toBeNull();
    expect(field.name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    expect(field.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first field still invalid', async () => {
    const { user, field, submit } = setup();
    await user.type(field.name, 'Ana');
    await user.type(field.email, 'ana@empresa');
    await submit();
    await waitFor(() => expect(field.email).toHaveFocus());
    expect(errorOf(field.name)).toBeNull();
    expect(errorOf(field.email)).toBe('Email inválido');
  });

  it.each([
    ['12345678', 'El teléfono debe tener al menos 9 caracteres'],
    ['965 123 4567', 'El teléfono no puede tener más de 11 caracteres'],
    ['96512345a', 'Introduce un teléfono válido'],
    ['965.123.456', 'Introduce un teléfono válido'],
  ])('rejects the phone %p with %p', async (phone, message) => {
    const { user, field, submit } = setup();
    await user.type(field.phone, phone);
    await submit();
    await waitFor(() => expect(errorOf(field.phone)).toBe(message));
  });

  it.each(['965123456', '+3496512345', '(96) 512-34', '600 000 000'])('accepts the phone %p', async (phone) => {
    const { user, field, submit } = setup();
    await user.type(field.phone, phone);
    await submit();
    await screen.findByText('El nombre debe tener al menos 2 caracteres');
    expect(errorOf(field.phone)).toBeNull();
    expect(field.phone).not.toHaveAttribute('aria-invalid');
  });

  it('sends the lead as JSON, shows "Enviando..." meanwhile, then the success toast and an empty form', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(answer.promise);
    const { field, submit, fillValid } = setup();
    await fillValid();
    await submit();

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ana García',
      email: 'ana@empresa.es',
      phone: '965 123 456',
      company: '',
      service: 'Kit Digital',
      message: 'Quiero información sobre el Kit Digital.',
      formOrigin: 'contact',
      acceptPolicy: true,
      website: '',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    const sentKey = JSON.parse(init.body).idempotencyKey as string;

    answer.resolve(fakeResponse(200, { message: 'Gracias, Ana. Te responderemos en menos de 24 horas.' }));
    await screen.findByRole('button', { name: 'Enviar mensaje' });
    // A confirmed send: the next message from this form is a new submission, with a new key.
    const keyField = document.querySelector<HTMLInputElement>('#contacto input[name="idempotencyKey"]');
    expect(keyField?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keyField?.value).not.toBe(sentKey);
    expect(useSiteStore.getState().toasts[0]).toMatchObject({
      title: 'Mensaje enviado correctamente',
      description: 'Gracias, Ana. Te responderemos en menos de 24 horas.',
      variant: 'default',
    });
    expect(field.name).toHaveValue('');
    expect(field.message).toHaveValue('');
    expect(field.service).toHaveValue('');
    expect(field.policy).not.toBeChecked();
  });

  it('falls back to "Te contactaremos pronto." when the server sends no message', async () => {
    mockFetch(fakeResponse(200, ''));
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(useSiteStore.getState().toasts[0]).toMatchObject({ title: 'Mensaje enviado correctamente', description: 'Te contactaremos pronto.' }),
    );
  });

  it('shows the destructive toast with "status: body" on failure and keeps what was typed', async () => {
    mockFetch(fakeResponse(500, 'Internal Server Error'));
    const { field, submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(useSiteStore.getState().toasts[0]).toMatchObject({
        title: 'Error al enviar el mensaje',
        description: '500: Internal Server Error',
        variant: 'destructive',
      }),
    );
    expect(field.name).toHaveValue('Ana García');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  it('falls back to the generic Spanish description when the error has no message', async () => {
    mockFetch(new Error(''));
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(useSiteStore.getState().toasts[0]).toMatchObject({
        title: 'Error al enviar el mensaje',
        description: 'Ha ocurrido un error. Inténtalo de nuevo.',
      }),
    );
  });

  it("shows the server's field errors of a 400 under the fields and focuses the first", async () => {
    mockFetch(fakeResponse(400, { message: 'Revisa los datos del formulario', errors: { email: 'Email inválido', message: ['El mensaje debe tener al menos 10 caracteres'] } }));
    const { field, submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() => expect(errorOf(field.email)).toBe('Email inválido'));
    expect(errorOf(field.message)).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(field.email).toHaveFocus();
    expect(useSiteStore.getState().toasts[0]).toMatchObject({ title: 'Error al enviar el mensaje', variant: 'destructive' });
    expect(useSiteStore.getState().toasts[0].description).toMatch(/^400: /);
  });

  it('keeps the website trap out of reach of people and sends whatever a bot typed in it', async () => {
    const fetchMock = mockFetch(fakeResponse(200, {}));
    const { user, submit, fillValid } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /rellenes/ })).toBeNull();

    await fillValid();
    await user.type(trap, 'https://spam.example');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ website: 'https://spam.example' });
  });
});

describe('ContactForm hydrating over what the visitor already did', () => {
  it('keeps the text, choice and tick made before hydration, and sends them', async () => {
    const tree = (
      <ThemeProvider theme={theme}>
        <StaticRouter location="/contacto">
          <ContactForm />
        </StaticRouter>
      </ThemeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    // jsdom has a window, so react-hook-form picks useLayoutEffect even in this server render; the
    // real prerender runs in Node without one. That warning is the only one allowed.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(tree);
    expect(warnings.mock.calls.map((c) => String(c[0])).filter((m) => !m.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
    warnings.mockRestore();
    // The visitor fills the prerendered form before its script arrives.
    const form = container.querySelector('form')!;
    const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
    set('name', 'Ana García');
    set('email', 'ana@empresa.es');
    set('phone', '965 123 456');
    set('service', 'Kit Digital');
    set('message', 'Escrito antes de que llegara el script.');
    (form.elements.namedItem('acceptPolicy') as HTMLInputElement).checked = true;

    act(() => void hydrateRoot(container, tree));
    expect(form.elements.namedItem('name')).toHaveValue('Ana García');
    expect(form.elements.namedItem('message')).toHaveValue('Escrito antes de que llegara el script.');

    const fetchMock = mockFetch(fakeResponse(201, { message: 'Gracias.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: 'Ana García',
      email: 'ana@empresa.es',
      phone: '965 123 456',
      company: '',
      service: 'Kit Digital',
      message: 'Escrito antes de que llegara el script.',
      formOrigin: 'contact',
      acceptPolicy: true,
      website: '',
      // Empty in the prerendered HTML (shared by every visitor), made by the browser on hydration.
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    container.remove();
  });
});
