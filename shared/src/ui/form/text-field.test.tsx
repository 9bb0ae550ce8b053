import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties label, control and error slot by the contract ids, with the required mark read as "(obligatorio)"', () => {
    renderWithProviders(<TextField formId="contacto" name="name" label="Nombre" required />);
    const control = screen.getByRole('textbox', { name: 'Nombre (obligatorio)' });
    expect(control).toHaveAttribute('id', 'contacto-name');
    expect(control).toHaveAttribute('name', 'name');
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).toHaveAttribute('aria-describedby', 'contacto-name-error');
    // Uncontrolled and empty: whatever the visitor typed before hydration stays.
    expect(control).not.toHaveAttribute('value');

    const slot = document.getElementById('contacto-name-error')!;
    expect(slot.tagName).toBe('P');
    expect(slot).toHaveAttribute('data-error-for', 'name');
    expect(slot).toHaveClass('field-error');
    expect(slot).toHaveAttribute('hidden');
    expect(slot).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();

    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(obligatorio)')).toHaveClass('visually-hidden');
  });

  it('shows an error in its slot, announced, and marks the control invalid', () => {
    renderWithProviders(<TextField formId="contacto" name="email" label="Email" type="email" required error="Email inválido" />);
    const control = screen.getByRole('textbox', { name: /Email/ });
    expect(control).toHaveAttribute('type', 'email');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Email inválido$/);
    expect(alert).toHaveAttribute('id', 'contacto-email-error');
    expect(alert).not.toHaveAttribute('hidden');
    expect(control).toHaveAccessibleDescription(/^\s*Email inválido$/);
  });

  it('lists the hint before the error slot, carries no required mark when optional, and can sit outside its form', () => {
    renderWithProviders(<TextField formId="solicitud" name="phone" label="Teléfono" type="tel" hint="Entre 9 y 11 caracteres." form="solicitud" />);
    const control = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(control).toHaveAttribute('aria-describedby', 'solicitud-phone-hint solicitud-phone-error');
    expect(control).toHaveAttribute('form', 'solicitud');
    expect(control).not.toHaveAttribute('aria-required');
    expect(control).toHaveAccessibleDescription(/^Entre 9 y 11 caracteres\.\s*$/);
    expect(screen.queryByText('(obligatorio)')).toBeNull();
  });

  it('renders a textarea when multiline', () => {
    renderWithProviders(<TextField formId="contacto" name="message" label="Mensaje" multiline rows={6} required />);
    const control = screen.getByRole('textbox', { name: /Mensaje/ });
    expect(control.tagName).toBe('TEXTAREA');
    expect(control).toHaveAttribute('rows', '6');
    expect(control).toHaveAttribute('id', 'contacto-message');
    expect(control).toBeEmptyDOMElement();
  });
});

describe('SelectField', () => {
  it('is a native select with an empty first choice, the contract ids and no preselected value', () => {
    renderWithProviders(
      <SelectField
        formId="contacto"
        name="service"
        label="Servicio de interés"
        required
        placeholder="Selecciona un servicio"
        options={[{ value: 'Kit Digital', label: 'Kit Digital' }, { value: 'Otro', label: 'Otro' }]}
        error="Por favor selecciona un servicio"
      />,
    );
    const select = screen.getByRole('combobox', { name: /Servicio de interés/ }) as HTMLSelectElement;
    expect(select).toHaveAttribute('id', 'contacto-service');
    expect(select).toHaveAttribute('name', 'service');
    expect(select.value).toBe('');
    expect(Array.from(select.options, (o) => o.value)).toEqual(['', 'Kit Digital', 'Otro']);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/^\s*Por favor selecciona un servicio$/);
  });
});
