import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { StaticRouter } from '@site/shared/router/server';
import { theme } from '../theme/tokens';
import { FileField } from './file-field';
import { LeadForm } from './lead-form';
import { useServerFieldErrors } from './server-answer';
import { TextField } from './text-field';

/** A contact form wired as the forms are: field errors start from what the page already shows. */
function ContactForm({ adopt = true }: { adopt?: boolean }) {
  const fromServer = useServerFieldErrors('contacto');
  const server = adopt ? fromServer : {};
  return (
    <LeadForm formId="contacto" page="/contacto" formOrigin="contact" aria-label="Envíanos un mensaje">
      <TextField formId="contacto" name="name" label="Nombre" required error={server.name} />
      <TextField formId="contacto" name="email" label="Email" type="email" required error={server.email} />
      <FileField formId="contacto" name="cv" label="CV" accept=".pdf" selectedMessage="Archivo seleccionado correctamente" removeLabel="Quitar archivo" />
    </LeadForm>
  );
}

const page = (adopt?: boolean) => (
  <ThemeProvider theme={theme}>
    <StaticRouter location="/contacto">
      <ContactForm adopt={adopt} />
    </StaticRouter>
  </ThemeProvider>
);

/** The prerendered HTML, then what the API writes into it for a script-less 400 answer. */
function answerPage(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  const slot = container.querySelector<HTMLElement>('#contacto-name-error')!;
  slot.textContent = 'El nombre debe tener al menos 2 caracteres';
  slot.removeAttribute('hidden');
  container.querySelector('#contacto-name')!.setAttribute('aria-invalid', 'true');
  container.querySelector<HTMLInputElement>('#contacto-name')!.value = 'A';
  return container;
}

/** Hydrates `container` and returns what React complained about. */
function hydrate(container: HTMLElement, adopt?: boolean): string[] {
  const complaints: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void complaints.push(args.map(String).join(' ')));
  try {
    act(() => {
      hydrateRoot(container, page(adopt), { onRecoverableError: (error) => void complaints.push(String(error)) });
    });
  } finally {
    spy.mockRestore();
  }
  return complaints;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useServerFieldErrors', () => {
  it("adopts the messages of a server answer page, so hydration matches and keeps them", () => {
    const container = answerPage();
    expect(hydrate(container)).toEqual([]);
    const slot = container.querySelector('#contacto-name-error')!;
    expect(slot).toHaveTextContent('El nombre debe tener al menos 2 caracteres');
    expect(slot).not.toHaveAttribute('hidden');
    expect(container.querySelector('#contacto-name')).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('#contacto-name')).toHaveValue('A');
    expect(container.querySelector('#contacto-email-error')).toHaveAttribute('hidden');
  });

  it('(control) without adopting them, hydration would not match', () => {
    expect(hydrate(answerPage(), false).join('\n')).toMatch(/did not match|Extra attributes from the server/);
  });

  it('finds nothing on a prerendered page', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    expect(hydrate(container)).toEqual([]);
    expect(container.querySelectorAll('[data-error-for]:not([hidden])')).toHaveLength(0);
  });
});

describe('LeadForm on a server answer page', () => {
  it("keeps the API's status and data-sent through hydration", () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const form = container.querySelector('form')!;
    const status = container.querySelector<HTMLElement>('#contacto-status')!;
    form.setAttribute('data-sent', '');
    status.removeAttribute('hidden');
    status.setAttribute('data-variant', 'success');
    status.innerHTML = '<strong>Mensaje enviado correctamente</strong> <span>Te contactaremos pronto.</span>';

    expect(hydrate(container)).toEqual([]);
    expect(form).toHaveAttribute('data-sent');
    expect(status).not.toHaveAttribute('hidden');
    expect(status).toHaveTextContent('Mensaje enviado correctamente Te contactaremos pronto.');
  });
});

describe('FileField before hydration', () => {
  it('shows a file the visitor chose before the script ran', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const input = container.querySelector<HTMLInputElement>('#contacto-cv')!;
    Object.defineProperty(input, 'files', { value: [new File([new Uint8Array(2048)], 'cv-antes.pdf')] });

    expect(hydrate(container)).toEqual([]);
    expect(container.querySelector('#contacto-cv-status')).toHaveTextContent('cv-antes.pdf (2 KB)Archivo seleccionado correctamente');
  });
});
