import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';
import { CallStatus } from './call-status';

const statusFor = (isoDay: string) => {
  const status = kitDigitalStatus(Date.parse(`${isoDay}T10:00:00Z`), '2025-10-31');
  renderWithProviders(<CallStatus status={status} copy={kitStatusCopy(status)} />);
  const badge = screen.getByText(/2025$/).closest('p')!;
  return { text: badge.textContent, icon: badge.querySelector('svg use')?.getAttribute('href'), hint: badge.nextElementSibling?.textContent };
};

describe('CallStatus', () => {
  it('says until when the call is open, beside a clock, and that funds go in order of application', () => {
    expect(statusFor('2025-10-31')).toEqual({
      text: 'Disponible hasta 31-10-2025',
      icon: '#icon-clock',
      hint: 'Los fondos son limitados y se asignan por orden de solicitud.',
    });
  });

  it('says the call has closed, beside a crossed-out calendar, and what a visitor can ask instead', () => {
    const { text, icon, hint } = statusFor('2025-11-01');
    expect({ text, icon }).toEqual({ text: 'Convocatoria cerrada el 31-10-2025', icon: '#icon-calendar-x' });
    expect(hint).toMatch(/^Pregúntanos por nuevas convocatorias/);
  });
});
