import { act, renderHook } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { useFieldMessages } from './use-field-messages';

type Values = { name: string; email: string };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFieldMessages', () => {
  it("shows a server answer page's messages until the first scripted submit, then only the form's own", () => {
    // What the API writes into the page for a script-less refusal.
    document.body.innerHTML =
      '<p id="contacto-name-error" data-error-for="name">El nombre debe tener al menos 2 caracteres</p>' +
      '<p id="contacto-email-error" data-error-for="email" hidden></p>';
    const { result, rerender } = renderHook(({ errors }) => useFieldMessages<Values>('contacto', errors), {
      initialProps: { errors: {} as FieldErrors<Values> },
    });
    expect(result.current.messageOf('name')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(result.current.messageOf('email')).toBeUndefined();
    expect(result.current.serverMessages).toEqual({ name: 'El nombre debe tener al menos 2 caracteres' });

    rerender({ errors: { email: { type: 'invalid_format', message: 'Email inválido' } } });
    expect(result.current.messageOf('email')).toBe('Email inválido');

    act(() => result.current.dismissServerMessages());
    expect(result.current.messageOf('name')).toBeUndefined();
    expect(result.current.messageOf('email')).toBe('Email inválido');
  });
});
