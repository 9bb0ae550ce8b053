import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { deferred, fakeResponse, mockFetch, renderWithProviders, sentBody } from '../../testing';
import { useSiteStore } from '../../store';
import { FieldError } from './field-error';
import { LeadForm } from './lead-form';
import { TextField } from './text-field';
import { useLeadSubmission, type LeadFormContext, type LeadSubmissionOptions } from './use-lead-submission';

type Values = { name: string; email: string };
type Lead = { name: string; email: string };

// The checks a form would load: both fields required.
const resolver: Resolver<Values, LeadFormContext, Lead> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.name.trim().length < 2) errors.name = { type: 'min', message: 'El nombre debe tener al menos 2 caracteres' };
  if (!values.email.includes('@')) errors.email = { type: 'format', message: 'Email inválido' };
  if (Object.keys(errors).length) return { values: {} as Record<string, never>, errors };
  return { values: { name: values.name.trim(), email: values.email.trim() }, errors: {} as Record<string, never> };
};

/** A lead form as the three forms write one: the hook's props spread into LeadForm. */
function TestForm(options: Partial<LeadSubmissionOptions<Values, Lead>>) {
  const { register, messageOf, dismissMessage, startClean, form } = useLeadSubmission<Values, Lead>({
    formId: 'prueba',
    resolver,
    fields: ['name', 'email'],
    body: (lead) => ({ ...lead, formOrigin: 'contact', acceptPolicy: true }),
    successTitle: 'Mensaje enviado correctamente',
    ...options,
  });
  return (
    <LeadForm {...form} page="/prueba" formOrigin="contact" submitLabel="Enviar" busyLabel="Enviando..." aria-label="Prueba">
      <TextField formId="prueba" label="Nombre" error={messageOf('name')} {...register('name')} />
      <TextField formId="prueba" label="Email" error={messageOf('email')} {...register('email')} />
      <FieldError formId="prueba" field="cv" message={messageOf('cv')} />
      <button type="button" onClick={() => dismissMessage('cv')}>Otro CV</button>
      <button type="button" onClick={startClean}>Empezar de nuevo</button>
    </LeadForm>
  );
}

function setup(options: Partial<LeadSubmissionOptions<Values, Lead>> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<TestForm {...options} />);
  const form = screen.getByRole('form', { name: 'Prueba' }) as HTMLFormElement;
  const name = within(form).getByRole('textbox', { name: 'Nombre' });
  const email = within(form).getByRole('textbox', { name: 'Email' });
  const fill = async () => {
    await user.type(name, 'Ana García');
    await user.type(email, 'ana@empresa.es');
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Enviar' }));
  const slot = (field: string) => form.querySelector<HTMLElement>(`#prueba-${field}-error`)!;
  return { user, form, name, email, fill, send, slot };
}

afterEach(() => {
  document.body.innerHTML = '';
});

const lastToast = () => useSiteStore.getState().toasts[0];
const KEY = /^[A-Za-z0-9_-]{22}$/;

describe('useLeadSubmission', () => {
  it('posts JSON with the honeypot and the key, says "Enviando...", then confirms in place and in a toast, renews the key and empties the fields', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(answer.promise);
    const { form, name, fill, send } = setup();
    await fill();
    await send();

    expect(await within(form).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    const body = sentBody(fetchMock) as Record<string, unknown>;
    expect(body).toEqual({ name: 'Ana García', email: 'ana@empresa.es', formOrigin: 'contact', acceptPolicy: true, website: '', idempotencyKey: expect.stringMatching(KEY) });

    answer.resolve(fakeResponse(201, { message: 'Hemos recibido tu mensaje.' }));
    await waitFor(() => expect(form).toHaveAttribute('data-sent'));
    const status = form.querySelector('[data-form-status]');
    expect(status).toHaveTextContent('Mensaje enviado correctamente Hemos recibido tu mensaje.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(lastToast()).toMatchObject({ title: 'Mensaje enviado correctamente', description: 'Hemos recibido tu mensaje.' });
    // The next message from this form is a new submission: a new key.
    const key = (form.elements.namedItem('idempotencyKey') as HTMLInputElement).value;
    expect(key).toMatch(KEY);
    expect(key).not.toBe(body.idempotencyKey);
    expect(name).toHaveValue('');
  });

  it('posts multipart with the file, the honeypot and the key, and leaves out what is not given', async () => {
    const fetchMock = mockFetch(fakeResponse(201, {}));
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const { form, fill, send } = setup({ multipart: true, body: (lead) => ({ ...lead, acceptPolicy: true, cv, experience: undefined }) });
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await fill();
    await send();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).toBeUndefined(); // the browser writes the multipart boundary
    const { cv: sentCv, ...text } = Object.fromEntries((init.body as FormData).entries());
    expect(text).toEqual({ name: 'Ana García', email: 'ana@empresa.es', acceptPolicy: 'true', website: '', idempotencyKey: expect.stringMatching(KEY) });
    expect((sentCv as File).name).toBe('cv.pdf');
    await waitFor(() => expect(lastToast()).toMatchObject({ description: 'Te contactaremos pronto.' }));
  });

  it('sends what a bot typed in the trap, and the same key again when the visitor retries after a failure', async () => {
    const fetchMock = mockFetch(new Error('Failed to fetch'), fakeResponse(201, {}));
    const { form, fill, send } = setup();
    (form.elements.namedItem('website') as HTMLInputElement).value = 'https://spam.example';
    await fill();
    await send();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error al enviar el mensaje', description: 'Failed to fetch', variant: 'destructive' }));
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(first.website).toBe('https://spam.example');
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it("shows a refusal's messages under their fields, focusing the first in page order; a control the checks do not own keeps its message until dismissed", async () => {
    mockFetch(fakeResponse(400, { message: 'Revisa los campos marcados.', errors: { email: 'Email inválido', name: ['Nombre no válido'], cv: 'El CV no es un PDF válido' } }));
    const { user, form, name, fill, send, slot } = setup();
    await fill();
    await send();

    await waitFor(() => expect(slot('name')).toHaveTextContent('Nombre no válido'));
    expect(slot('email')).toHaveTextContent('Email inválido');
    expect(name).toHaveFocus();
    expect(slot('cv')).toHaveTextContent('El CV no es un PDF válido');
    expect(lastToast().description).toMatch(/^400: /);
    expect(name).toHaveValue('Ana García');
    expect(within(form).queryByText(/No hemos podido/)).toBeNull(); // said in place only when asked

    await user.click(within(form).getByRole('button', { name: 'Otro CV' }));
    expect(slot('cv')).not.toBeVisible();
    expect(slot('name')).toHaveTextContent('Nombre no válido');
  });

  it('says a failure inside the form when asked, and starts clean on demand: no message, no failure, what was typed kept', async () => {
    mockFetch(fakeResponse(400, { message: 'Revisa los campos marcados.', errors: { email: 'Email inválido' } }, 'Bad Request'));
    const { user, form, name, fill, send, slot } = setup({ failureInPlace: 'No hemos podido enviar tu solicitud:' });
    await fill();
    await send();

    const failure = await within(form).findByText(/^No hemos podido enviar tu solicitud: 400: /);
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(slot('email')).toHaveTextContent('Email inválido');

    await user.click(within(form).getByRole('button', { name: 'Empezar de nuevo' }));
    expect(within(form).queryByText(/No hemos podido/)).toBeNull();
    expect(slot('email')).not.toBeVisible();
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(name).toHaveValue('Ana García');
  });

  it("keeps a script-less answer page's messages until the next send", async () => {
    // What the API wrote into the page it answered a native post with (read at the first render).
    document.body.innerHTML = '<p id="prueba-name-error" data-error-for="name">El nombre debe tener al menos 2 caracteres</p>';
    mockFetch(fakeResponse(201, {}));
    const { user, name, email, send, slot } = setup();
    expect(slot('name')).toHaveTextContent('El nombre debe tener al menos 2 caracteres');

    await user.type(name, 'Ana');
    expect(slot('name')).toHaveTextContent('El nombre debe tener al menos 2 caracteres');
    await user.type(email, 'ana@empresa.es');
    await send();
    await waitFor(() => expect(slot('name')).not.toBeVisible());
  });

  it('puts back what the reset after a send must not undo', async () => {
    mockFetch(fakeResponse(201, {}));
    const keepThroughReset = jest.fn((form: HTMLFormElement) => {
      const kept = (form.elements.namedItem('email') as HTMLInputElement).value;
      return () => void ((form.elements.namedItem('email') as HTMLInputElement).value = kept);
    });
    const { name, email, fill, send } = setup({ keepThroughReset });
    await fill();
    await send();
    await waitFor(() => expect(keepThroughReset).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('ana@empresa.es');
  });
});
