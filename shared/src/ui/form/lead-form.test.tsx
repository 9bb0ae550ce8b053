import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders } from '../../testing';
import { ConsentCheckbox } from './consent-checkbox';
import { readHoneypot } from './honeypot';
import { readIdempotencyKey, renewIdempotencyKey } from './idempotency-key';
import { LeadForm } from './lead-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { theme } from '../theme/tokens';

describe('LeadForm', () => {
  it('is a real form posting to /api/contact, with the status slot first and the page, origin and trap fields', () => {
    renderWithProviders(
      <LeadForm formId="contacto" page="/contacto" formOrigin="contact" aria-label="Envíanos un mensaje">
        <TextField formId="contacto" name="name" label="Nombre" />
      </LeadForm>,
    );
    const form = screen.getByRole('form', { name: 'Envíanos un mensaje' }) as HTMLFormElement;
    expect(form).toHaveAttribute('id', 'contacto');
    expect(form).toHaveAttribute('data-lead-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('enctype', 'application/x-www-form-urlencoded');
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('data-sent');

    const status = form.firstElementChild!;
    expect(status).toHaveAttribute('id', 'contacto-status');
    expect(status).toHaveAttribute('data-form-status');
    expect(status).toHaveAttribute('hidden');
    expect(status).toBeEmptyDOMElement();

    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue('/contacto');
    expect(form.querySelector('input[type="hidden"][name="formOrigin"]')).toHaveValue('contact');
    expect(form.querySelector('[data-form-fields] #contacto-name')).not.toBeNull();

    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.closest('[inert]')).not.toBeNull(); // never focused, not even by a dialog opening
    expect(screen.queryByRole('textbox', { name: /rellenes/ })).toBeNull();
    trap.value = 'https://spam.example';
    expect(readHoneypot(form)).toBe('https://spam.example');
  });

  it('posts as multipart when it carries a file, and hands a submit to the scripted path', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <LeadForm formId="empleo" page="/empleo" formOrigin="application" multipart onSubmit={onSubmit} aria-label="Candidatura">
        <SubmitButton label="Enviar candidatura" busyLabel="Enviando candidatura..." />
      </LeadForm>,
    );
    expect(screen.getByRole('form')).toHaveAttribute('enctype', 'multipart/form-data');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar candidatura' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('the idempotency key of a submission', () => {
  const tree = (
    <ThemeProvider theme={theme}>
      <LeadForm formId="contacto" page="/contacto" formOrigin="contact" aria-label="Envíanos un mensaje">
        <TextField formId="contacto" name="name" label="Nombre" />
      </LeadForm>
    </ThemeProvider>
  );

  it('is empty in the prerendered HTML, which every visitor shares: a key there would be everyone’s', () => {
    const html = renderToString(tree);
    expect(html).toMatch(/<input type="hidden" name="idempotencyKey"\/>/);
  });

  it('is made by the browser when the script runs, kept across renders and a form reset, and renewed on demand', () => {
    const { rerender } = render(tree);
    const form = screen.getByRole('form') as HTMLFormElement;
    const key = readIdempotencyKey(form);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A resend of the same submission must carry the same key: a render or reset() keeps it.
    rerender(tree);
    act(() => form.reset());
    expect(readIdempotencyKey(form)).toBe(key);
    renewIdempotencyKey(form);
    expect(readIdempotencyKey(form)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(readIdempotencyKey(form)).not.toBe(key);
  });
});

describe('SubmitButton', () => {
  it('is disabled and relabelled while busy', () => {
    renderWithProviders(
      <>
        <SubmitButton label="Enviar mensaje" busyLabel="Enviando..." />
        <SubmitButton label="Enviar mensaje" busyLabel="Enviando..." busy form="contacto" />
      </>,
    );
    const idle = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(idle).toBeEnabled();
    expect(idle).toHaveAttribute('type', 'submit');
    const busy = screen.getByRole('button', { name: 'Enviando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('form', 'contacto');
  });
});

describe('ConsentCheckbox', () => {
  it('posts acceptPolicy=true, links the privacy policy, and is described by the notice and its error slot', () => {
    renderWithProviders(<ConsentCheckbox formId="contacto" error="Debes aceptar la política de privacidad" />);
    const box = screen.getByRole('checkbox', { name: /He leído y acepto la política de privacidad \(obligatorio\)/ });
    expect(box).toHaveAttribute('name', 'acceptPolicy');
    expect(box).toHaveAttribute('value', 'true');
    expect(box).toHaveAttribute('id', 'contacto-acceptPolicy');
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-describedby', 'contacto-acceptPolicy-hint contacto-acceptPolicy-error');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(screen.getByRole('alert')).toHaveTextContent('Debes aceptar la política de privacidad');
  });
});

describe('LeadForm once its script runs', () => {
  it('marks the form data-hydrated and still fills a ref it was given', () => {
    const ref = { current: null as HTMLFormElement | null };
    renderWithProviders(
      <LeadForm ref={ref} formId="contacto" page="/contacto" formOrigin="contact">
        <p>campos</p>
      </LeadForm>,
    );
    expect(ref.current).toBe(document.getElementById('contacto'));
    expect(ref.current).toHaveAttribute('data-hydrated');
  });
});
