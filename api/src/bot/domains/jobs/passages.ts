import { formsCopy } from '@site/shared/content/forms-copy';
import { JOB_POSITIONS, CV_EXTENSIONS } from '@site/shared/schemas/lead-rules';
import { listEs, lowerFirst } from '../../passages/format';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { OPEN_POSITIONS_QUESTION } from './words';

/** "Candidatura espontánea" is what a visitor sends when no position is listed. */
const SPONTANEOUS = 'other';

/** The positions the job form lists besides a spontaneous application: today none. */
function openings(): string {
  const open = JOB_POSITIONS.filter((p) => p.value !== SPONTANEOUS).map((p) => p.label);
  const spontaneous = JOB_POSITIONS.find((p) => p.value === SPONTANEOUS)?.label.toLowerCase() ?? 'candidatura';
  return open.length
    ? `Puestos abiertos: ${listEs(open)}. También puedes enviar una ${spontaneous} con tu CV desde Trabaja con nosotros.`
    : `Ahora mismo no hay ofertas de empleo publicadas en la web, pero puedes enviarnos una ${spontaneous} con tu CV desde Trabaja con nosotros: ${lowerFirst(formsCopy.job.hero.intro)}`;
}

/** Records: forms-copy (the job application) and the positions the job form lists (lead-rules). */
export function jobPassages(): Passage[] {
  return [
    {
      id: 'job-openings',
      topic: 'empleo:ofertas',
      title: 'Ofertas de empleo abiertas',
      keywords: 'ofertas vacantes puestos plazas abiertas disponibles contratando ahora mismo actualmente',
      text: openings(),
      links: [pageLink('/empleo')],
      answers: [OPEN_POSITIONS_QUESTION.id],
      // Reached through its kind; low in the ranking, so a question about a CV's privacy or size keeps its passage.
      weight: 0.4,
    },
    {
      id: 'job-apply',
      topic: 'empleo',
      title: `Trabaja con nosotros: ${formsCopy.job.hero.title}`,
      keywords: `trabajo empleo trabajar currículum cv candidatura vacantes ofertas enviar proceso selección entrevista ${JOB_POSITIONS.map((p) => p.label).join(' ')}`,
      text: `Para trabajar con nosotros, envía una ${JOB_POSITIONS[0].label.toLowerCase()} con tu CV desde Trabaja con nosotros (${formsCopy.job.cv.hint}) ${formsCopy.job.steps.items.slice(1).join(' ')}`,
      links: [pageLink('/empleo')],
    },
    {
      id: 'job-why',
      topic: 'empleo:equipo',
      title: formsCopy.job.why.heading,
      // Profiles a candidate names for the team's areas; only words that mean a job applicant
      // ("técnico" or "experiencia" would also catch questions about support or our track record).
      keywords: `${formsCopy.job.hero.title} equipo programador programadora desarrollador desarrolladora diseñador diseñadora junior senior`,
      text: `${formsCopy.job.why.intro} ${formsCopy.job.why.points.map((p) => `${p.title}: ${p.text}`).join(' ')} ${formsCopy.job.hero.intro}`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
    {
      id: 'job-form',
      topic: 'empleo:candidatura',
      title: formsCopy.job.form.heading,
      keywords: `candidatura formulario experiencia años ${formsCopy.job.form.experience.label}`,
      // What the application asks: the years of experience are a choice, none is required.
      text: `${formsCopy.job.form.intro} ${formsCopy.job.form.experience.label}: ${listEs(Object.values(formsCopy.job.form.experience.options))}. ${formsCopy.job.form.message.label}: ${lowerFirst(formsCopy.job.form.message.placeholder)}.`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
    {
      id: 'job-cv',
      topic: 'empleo:cv',
      title: formsCopy.job.cv.label,
      keywords: `formato tamaño adjuntar archivo subir ${CV_EXTENSIONS.join(' ')}`,
      text: `Adjunta tu CV a la candidatura en Trabaja con nosotros: ${formsCopy.job.cv.hint}`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
  ];
}
