import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeResponse, mockFetch, renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { JobApplicationForm } from './job-application-form';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

function setup() {
  // A visitor can pick "All files" in the picker, so the accept filter is no guarantee.
  const user = userEvent.setup({ applyAccept: false });
  // The page draws the heading that names the form.
  renderWithProviders(
    <>
      <h2 id="empleo-heading">Envía tu candidatura</h2>
      <JobApplicationForm />
    </>,
    { route: '/empleo' },
  );
  const field = {
    name: screen.getByRole('textbox', { name: 'Nombre (obligatorio)' }),
    email: screen.getByRole('textbox', { name: 'Email (obligatorio)' }),
    phone: screen.getByRole('textbox', { name: 'Teléfono' }),
    position: screen.getByRole('combobox', { name: 'Puesto (obligatorio)' }),
    experience: screen.getByRole('combobox', { name: 'Años de experiencia' }),
    company: screen.getByRole('textbox', { name: 'Empresa actual' }),
    message: screen.getByRole('textbox', { name: 'Carta de presentación (obligatorio)' }),
    cv: screen.getByLabelText('Currículum (CV)') as HTMLInputElement,
    policy: screen.getByRole('checkbox', { name: /política de privacidad/ }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
  const fillValid = async () => {
    await user.type(field.name, 'Luis Pérez');
    await user.type(field.email, 'luis@correo.es');
    await user.type(field.phone, '600123456');
    await user.selectOptions(field.position, 'Candidatura espontánea');
    await user.selectOptions(field.experience, '3-5 años');
    await user.type(field.company, 'Agencia Web SL');
    await user.type(field.message, 'Desarrollador React con ganas de unirme al equipo.');
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

describe('JobApplicationForm', () => {
  it("is the contract's native multipart form, every control named after its schema field", () => {
    setup();
    const form = screen.getByRole('form', { name: 'Envía tu candidatura' }) as HTMLFormElement;
    expect(form).toHaveAttribute('id', 'empleo');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const names = Array.from(form.elements, (el) => (el as HTMLInputElement).name).filter(Boolean);
    expect(names).toEqual(['page', 'formOrigin', 'idempotencyKey', 'website', 'name', 'email', 'phone', 'position', 'experience', 'company', 'message', 'cv', 'acceptPolicy']);
    expect(form.elements.namedItem('page')).toHaveValue('/empleo');
    expect(form.elements.namedItem('formOrigin')).toHaveValue('application');
    for (const name of names.filter((n) => !['page', 'formOrigin', 'idempotencyKey', 'website'].includes(n))) {
      expect(form.elements.namedItem(name)).toHaveAttribute('id', `empleo-${name}`);
      expect(document.getElementById(`empleo-${name}-error`)).toHaveAttribute('data-error-for', name);
    }
  });

  it('offers the one position and the five experience ranges in Spanish', () => {
    const { field } = setup();
    const labels = (select: HTMLElement) => Array.from(select.querySelectorAll('option'), (o) => [o.value, o.textContent]);
    expect(labels(field.position)).toEqual([['', 'Selecciona una posición'], ['other', 'Candidatura espontánea']]);
    expect(labels(field.experience).slice(1)).toEqual([
      ['0-1', '0-1 años'], ['1-3', '1-3 años'], ['3-5', '3-5 años'], ['5-10', '5-10 años'], ['10+', 'Más de 10 años'],
    ]);
    expect(field.cv).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
  });

  it('shows the SPEC messages, focuses the first invalid field and sends nothing', async () => {
    const fetchMock = mockFetch();
    const { user, field, submit } = setup();
    await user.type(field.phone, '600-12');
    await submit();

    await waitFor(() => expect(errorOf(field.name)).toBe('El nombre debe tener al menos 2 caracteres'));
    expect(errorOf(field.email)).toBe('Email inválido');
    expect(errorOf(field.phone)).toBe('El teléfono debe tener al menos 9 caracteres');
    expect(errorOf(field.position)).toBe('Por favor selecciona una posición');
    expect(errorOf(field.message)).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(errorOf(field.policy)).toBe('Debes aceptar la política de privacidad');
    expect(errorOf(field.experience)).toBeNull();
    expect(errorOf(field.company)).toBeNull();
    expect(field.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the phone optional but checks its characters when given', async () => {
    const { user, field, submit } = setup();
    await submit();
    await waitFor(() => expect(errorOf(field.name)).not.toBeNull());
    expect(errorOf(field.phone)).toBeNull();
    await user.type(field.phone, '600#123#456');
    await submit();
    await waitFor(() => expect(errorOf(field.phone)).toBe('Introduce un teléfono válido'));
  });

  it('accepts a PDF under 5 MB, shows its name and confirmation, and can remove it', async () => {
    const { user, field } = setup();
    await user.upload(field.cv, fileOf('cv-luis.pdf', 800 * 1024, 'application/pdf'));
    expect(screen.getByText(/cv-luis\.pdf/)).toBeInTheDocument();
    expect(screen.getByText('Archivo seleccionado correctamente')).toBeInTheDocument();
    expect(errorOf(field.cv)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(screen.queryByText('Archivo seleccionado correctamente')).toBeNull();
    expect(field.cv.value).toBe('');
    expect(field.cv).toHaveFocus();
  });

  it('accepts a .docx even when the browser gives no MIME type', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Currículum (CV)'), fileOf('Curriculum.DOCX', 2 * MB));
    expect(screen.getByText('Archivo seleccionado correctamente')).toBeInTheDocument();
  });

  it('refuses a 6 MB file with a clear message and does not keep it', async () => {
    const { user, field } = setup();
    await user.upload(field.cv, fileOf('cv-grande.pdf', 6 * MB, 'application/pdf'));
    expect(errorOf(field.cv)).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo de 5 MB');
    expect(screen.queryByText('Archivo seleccionado correctamente')).toBeNull();
    expect(screen.queryByText(/cv-grande\.pdf/)).toBeNull();
    expect(field.cv).toHaveAttribute('aria-invalid', 'true');
    expect(field.cv.value).toBe('');
  });

  it('refuses an .exe with a clear message', async () => {
    const { user, field } = setup();
    await user.upload(field.cv, fileOf('cv.exe', 10 * 1024, 'application/x-msdownload'));
    expect(errorOf(field.cv)).toBe('Formato no válido: sube un archivo PDF, DOC o DOCX');
    expect(screen.queryByText('Archivo seleccionado correctamente')).toBeNull();
  });

  it('sends a multipart application with the CV, then shows the toast and clears the form and the file', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(answer.promise);
    const { user, field, submit, fillValid } = setup();
    await fillValid();
    const cv = fileOf('cv-luis.pdf', 300 * 1024, 'application/pdf');
    await user.upload(field.cv, cv);
    await submit();

    expect(await screen.findByRole('button', { name: 'Enviando candidatura...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined(); // the browser sets the multipart boundary itself
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const { cv: sentCv, ...text } = Object.fromEntries(body.entries());
    expect(text).toEqual({
      formOrigin: 'application',
      name: 'Luis Pérez',
      email: 'luis@correo.es',
      phone: '600123456',
      position: 'other',
      experience: '3-5',
      company: 'Agencia Web SL',
      message: 'Desarrollador React con ganas de unirme al equipo.',
      acceptPolicy: 'true',
      website: '',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(sentCv).toBeInstanceOf(File);
    expect((sentCv as File).name).toBe('cv-luis.pdf');
    expect((sentCv as File).size).toBe(300 * 1024);

    answer.resolve(fakeResponse(200, { message: 'Hemos recibido tu candidatura.' }));
    await screen.findByRole('button', { name: 'Enviar candidatura' });
    expect(useSiteStore.getState().toasts[0]).toMatchObject({
      title: '¡Mensaje enviado correctamente!',
      description: 'Hemos recibido tu candidatura.',
      variant: 'default',
    });
    expect(field.name).toHaveValue('');
    expect(field.position).toHaveValue('');
    expect(field.policy).not.toBeChecked();
    expect(screen.queryByText('Archivo seleccionado correctamente')).toBeNull();
    expect(field.cv.value).toBe('');
  });

  it('sends no cv part when no file was chosen', async () => {
    const fetchMock = mockFetch(fakeResponse(200, ''));
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() => expect(useSiteStore.getState().toasts[0]).toMatchObject({ description: 'Te contactaremos pronto.' }));
    expect((fetchMock.mock.calls[0][1].body as FormData).has('cv')).toBe(false);
  });

  it('shows the destructive toast on failure and keeps the chosen CV', async () => {
    mockFetch(fakeResponse(500, 'Internal Server Error'));
    const { user, field, submit, fillValid } = setup();
    await fillValid();
    await user.upload(field.cv, fileOf('cv-luis.pdf', 1024, 'application/pdf'));
    await submit();
    await waitFor(() =>
      expect(useSiteStore.getState().toasts[0]).toMatchObject({
        title: 'Error al enviar el mensaje',
        description: '500: Internal Server Error',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Archivo seleccionado correctamente')).toBeInTheDocument();
    expect(field.message).toHaveValue('Desarrollador React con ganas de unirme al equipo.');
  });

  it("shows a 400's CV error under the picker", async () => {
    mockFetch(fakeResponse(400, { message: 'Datos no válidos', errors: { cv: 'El CV no es un PDF válido' } }));
    const { user, field, submit, fillValid } = setup();
    await fillValid();
    await user.upload(field.cv, fileOf('cv-luis.pdf', 1024, 'application/pdf'));
    await submit();
    await waitFor(() => expect(errorOf(field.cv)).toBe('El CV no es un PDF válido'));
    expect(screen.queryByText('Archivo seleccionado correctamente')).toBeNull();
  });
});
