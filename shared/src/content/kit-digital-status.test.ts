import { kitDigitalStatus, kitStatusCopy, spanishDate } from './kit-digital-status';
import { kitProgramme } from './kit-digital';

describe('kitDigitalStatus', () => {
  it('uses 31-10-2025 as the programme deadline', () => {
    expect(kitProgramme.deadline).toBe('2025-10-31');
  });

  it('is open before and during the last day, in Spanish time', () => {
    expect(kitDigitalStatus(new Date('2025-06-01T10:00:00Z')).open).toBe(true);
    // 31 October, 23:59 in Madrid (CET, UTC+1) is still within the call.
    expect(kitDigitalStatus(new Date('2025-10-31T22:59:00Z')).open).toBe(true);
  });

  it('is closed from the first minute of 1 November in Spain and later on', () => {
    // 23:30 UTC on the 31st is already 00:30 on 1 November in Madrid.
    expect(spanishDate(new Date('2025-10-31T23:30:00Z'))).toBe('2025-11-01');
    expect(kitDigitalStatus(new Date('2025-10-31T23:30:00Z')).open).toBe(false);
    expect(kitDigitalStatus(new Date('2026-11-21T09:00:00Z')).open).toBe(false);
  });

  it('accepts another deadline, for a future call', () => {
    expect(kitDigitalStatus(Date.parse('2026-11-21T09:00:00Z'), '2027-03-31')).toEqual({ open: true, deadline: '2027-03-31', deadlineLabel: '31-03-2027' });
  });

  it('tells visitors the call is closed instead of promising aid after the deadline', () => {
    const closed = kitStatusCopy(kitDigitalStatus(new Date('2026-11-21T09:00:00Z')));
    expect(closed.badge).toBe('Convocatoria cerrada el 31-10-2025');
    expect(closed.text).toMatch(/terminó el 31-10-2025/);
    expect(closed.text).toMatch(/nuevas convocatorias/);
    const open = kitStatusCopy(kitDigitalStatus(new Date('2025-10-01T09:00:00Z')));
    expect(open.badge).toBe('Disponible hasta 31-10-2025');
    expect(open.text).toMatch(/orden de solicitud/);
  });
});
