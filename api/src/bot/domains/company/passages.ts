import { about } from '@site/shared/content/about';
import { company } from '@site/shared/content/company';
import { technologies } from '@site/shared/content/technologies';
import { listEs, lowerFirst, sentence } from '../../passages/format';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { slug } from '../catalog/passages';

/** Records: about, technologies, company. */
export function aboutPassages(): Passage[] {
  const link = pageLink('/nosotros');
  return [
    {
      id: 'about',
      topic: 'nosotros',
      title: `Quiénes somos: ${company.name}`,
      keywords: 'quiénes sois, sobre vosotros, historia equipo experiencia, desde cuándo, cuántos años',
      text: about.intro,
      links: [link],
    },
    {
      id: 'about-mission',
      topic: 'nosotros:mision',
      title: about.mission.title,
      keywords: `misión ${about.vision.title} visión objetivo`,
      text: `${about.mission.paragraphs[0].split('. ')[0]}. ${about.mission.paragraphs.slice(1).join(' ')} ${about.vision.text}`,
      links: [link],
    },
    {
      id: 'about-values',
      topic: 'nosotros:valores',
      title: 'Nuestros valores',
      keywords: 'valores principios',
      text: `Nuestros valores: ${listEs(about.values.map((v) => v.title))}.`,
      links: [link],
    },
    ...about.values.map((v) => ({
      id: `about-value-${slug(v.title)}`,
      topic: 'nosotros:valores',
      title: v.title,
      keywords: 'valores',
      text: `${v.title}: ${v.description}`,
      links: [link],
      weight: 0.7,
    })),
    {
      id: 'about-figures',
      topic: 'nosotros:cifras',
      title: 'Nuestras cifras',
      keywords: 'cifras números clientes cuántos años experiencia',
      text: `${listEs(about.figures.map((f) => `${f.value} ${f.label}`))}.`,
      links: [link],
    },
    {
      id: 'about-timeline',
      topic: 'nosotros:historia',
      title: 'Nuestra historia',
      keywords: `historia trayectoria fundada, desde cuándo, cuántos años ${about.timeline.map((t) => t.year).join(' ')}`,
      text: `${about.timeline.map((t) => `${t.year}: ${lowerFirst(t.title)}`).join('; ')}.`,
      links: [link],
    },
    // One passage a year of the history, so "¿cuándo empezasteis con X?" finds its year.
    ...about.timeline.map((t) => ({
      id: `about-timeline-${t.year}`,
      topic: 'nosotros:historia',
      title: `${t.year}: ${t.title}`,
      keywords: 'historia año',
      text: `En ${t.year}: ${lowerFirst(t.title)}. ${t.description}`,
      links: [link],
      weight: 0.7,
    })),
    {
      id: 'technologies',
      topic: 'tecnologias',
      title: 'Tecnologías con las que trabajamos',
      keywords: 'tecnologías herramientas lenguajes programación stack',
      text: sentence(`Trabajamos con ${listEs(technologies.map((t) => t.name))}`),
      links: [pageLink('/servicios'), pageLink('/proyectos')],
    },
  ];
}
