import { formatKitDate, kitProgramme } from './kit-digital-copy';

/** Whether Kit Digital applications are still open, and the deadline in both notations. */
export type KitDigitalStatus = {
  open: boolean;
  /** ISO date of the last day applications were accepted ("2025-10-31"). */
  deadline: string;
  /** The same date as the site writes it ("31-10-2025"). */
  deadlineLabel: string;
};

// The call is Spanish: "until 31-10-2025" means until the end of that day in Spain, whatever
// the visitor's or the server's time zone. Peninsular Spain keeps the EU rule: UTC+1, and UTC+2
// from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. It is
// worked out here rather than with Intl.DateTimeFormat({ timeZone: 'Europe/Madrid' }): a page's
// first Intl formatter sets up ICU on the main thread (12-23 ms in Chromium on this machine, four
// times that on a slow phone), right while the Kit Digital pages hydrate. A test checks this
// against Intl hour by hour over several years.
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Hours Spain (peninsular) is ahead of UTC at an instant: 2 in summer time, 1 otherwise. */
export function spanishUtcOffsetHours(now: Date | number): 1 | 2 {
  const t = Number(now);
  const year = new Date(t).getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** The calendar date ("YYYY-MM-DD") of an instant in Spain (peninsular time). */
export function spanishDate(now: Date | number): string {
  const t = Number(now);
  return new Date(t + spanishUtcOffsetHours(t) * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * Kit Digital status at `now`: open up to and including the deadline day (Spanish time), closed
 * from the next day on. Pure, so the pages, the tests and NavegaBot all agree.
 */
export function kitDigitalStatus(now: Date | number, deadline: string = kitProgramme.deadline): KitDigitalStatus {
  // ISO dates compare correctly as strings.
  return { open: spanishDate(now) <= deadline, deadline, deadlineLabel: formatKitDate(deadline) };
}

/**
 * The words the pages use for a status. Each Kit Digital page says where the call stands once,
 * near its top (issue 36): `badge` is that statement and `hint` the line under it; the rest never
 * repeats it ("Solicitudes hasta" is the deadline card's label, `dialogNote` is read only inside
 * the open aid dialog, where the page's statement is out of sight). `text` is NavegaBot's answer
 * to "is the Kit Digital still open?", not page text.
 */
export function kitStatusCopy(status: KitDigitalStatus) {
  const date = status.deadlineLabel;
  return status.open
    ? {
        badge: `Disponible hasta ${date}`,
        hint: kitProgramme.funds,
        text: `Puedes solicitar tu bono digital hasta el ${date}. ${kitProgramme.funds}`,
        statLabel: 'Disponible hasta',
        cta: 'Solicitar Información',
        dialogNote: undefined,
      }
    : {
        badge: `Convocatoria cerrada el ${date}`,
        hint: 'Pregúntanos por nuevas convocatorias y otras ayudas a la digitalización: te contamos qué opciones tiene tu negocio.',
        text: `El plazo para solicitar el bono digital terminó el ${date}, así que ya no se pueden pedir estas ayudas. Pregúntanos por nuevas convocatorias y otras ayudas a la digitalización: te contamos qué opciones tiene tu negocio.`,
        statLabel: 'Solicitudes hasta',
        cta: 'Preguntar por nuevas convocatorias',
        dialogNote: `Cuantías de la convocatoria que cerró el ${date}.`,
      };
}

/** The status copy's shape. */
export type KitStatusCopy = ReturnType<typeof kitStatusCopy>;
