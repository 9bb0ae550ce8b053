import { kitDigitalStatus, kitStatusCopy, spanishDate, spanishUtcOffsetHours } from './kit-digital-status';
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
    expect(closed.hint).toMatch(/nuevas convocatorias/);
    expect(closed.text).toMatch(/terminó el 31-10-2025/);
    expect(closed.cta).toBe('Preguntar por nuevas convocatorias');
    expect(closed.dialogNote).toBe('Cuantías de la convocatoria que cerró el 31-10-2025.');
    // Said once, by the badge: the other words do not say it again (issue 36).
    for (const words of [closed.hint, closed.statLabel, closed.cta]) expect(words).not.toMatch(/cerrad|cerró|terminó/);
    const open = kitStatusCopy(kitDigitalStatus(new Date('2025-10-01T09:00:00Z')));
    expect(open.badge).toBe('Disponible hasta 31-10-2025');
    expect(open.hint).toMatch(/orden de solicitud/);
    expect(open.dialogNote).toBeUndefined();
  });

  it('gives the same Spanish date as the Europe/Madrid time zone, hour by hour from 2024 to 2030', () => {
    const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000) {
      if (spanishDate(t) !== madrid.format(t)) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('switches to summer time at 01:00 UTC on the last Sunday of March and back in October', () => {
    expect(spanishUtcOffsetHours(Date.parse('2026-03-29T00:59:00Z'))).toBe(1);
    expect(spanishUtcOffsetHours(Date.parse('2026-03-29T01:00:00Z'))).toBe(2);
    expect(spanishUtcOffsetHours(Date.parse('2026-10-25T00:59:00Z'))).toBe(2);
    expect(spanishUtcOffsetHours(Date.parse('2026-10-25T01:00:00Z'))).toBe(1);
    // 22:30 UTC is 23:30 on the 31st in winter (CET) but 00:30 the next day in summer (CEST).
    expect(spanishDate(Date.parse('2026-10-31T22:30:00Z'))).toBe('2026-10-31');
    expect(spanishDate(Date.parse('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});
