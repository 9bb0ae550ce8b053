import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';
import { CallStatusBadge } from './call-status-badge';

const badgeFor = (isoDay: string) => {
  const status = kitDigitalStatus(Date.parse(`${isoDay}T10:00:00Z`), '2025-10-31');
  renderWithProviders(<CallStatusBadge status={status} copy={kitStatusCopy(status)} />);
  const text = screen.getByText(/2025$/);
  return { text: text.textContent, icon: text.querySelector('svg use')?.getAttribute('href') };
};

describe('CallStatusBadge', () => {
  it('says until when the call is open, beside a clock', () => {
    expect(badgeFor('2025-10-31')).toEqual({ text: 'Disponible hasta 31-10-2025', icon: '#icon-clock' });
  });

  it('says the call has closed, beside a crossed-out calendar', () => {
    expect(badgeFor('2025-11-01')).toEqual({ text: 'Convocatoria cerrada el 31-10-2025', icon: '#icon-calendar-x' });
  });
});
