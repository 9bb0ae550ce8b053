import type { Project } from '@site/shared/schemas/project';
import { catalogWords } from '../domains/catalog/words';
import { listEs } from '../passages/format';
import { fold } from '../text/fold';
import type { ComputeContent } from './content';

/** The question is about our past work: "¿habéis hecho…?", "ejemplos", "proyectos", "clientes". */
const PORTFOLIO =
  /\b(habeis (hecho|trabajado|desarrollado|creado|montado|disenado|llevado)|hicisteis|teneis ejemplos?|ejemplos?|proyectos?|portafolio|portfolio|trabajos? (hechos|realizados|anteriores|previos)|clientes?|casos? de exito|referencias)\b/u;

/** What kind of work a question names, and how a project's own text says it is that kind. */
const KINDS: { asked: RegExp; is: RegExp; label: string }[] = [
  { asked: /\b(tiendas? (online|virtual(es)?|en linea)|comercio electronico|e-?commerce)\b/u, is: /\btienda online\b|\bcomercio electronico\b/u, label: 'de tienda online' },
  { asked: /\b(webs?|paginas? web|sitios? web)\b/u, is: /\bweb\b|\btienda online\b/u, label: 'de web' },
  { asked: /\b(redes sociales|redes|instagram|rrss)\b/u, is: /\binstagram\b|\bredes sociales\b/u, label: 'de redes sociales' },
];

/** The portfolio's trades as visitors name them (the catalog's `_sector_*` words). */
const SECTORS: string[][] = Object.entries(catalogWords.synonyms ?? {})
  .filter(([concept]) => concept.startsWith('_sector_'))
  .map(([, words]) => words);

const wordIn = (text: string, word: string) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(text);
const textOf = (p: Project) => fold(`${p.title} ${p.description} ${p.technologies.join(' ')}`);

export type PortfolioAnswer = { answer: string; projects: Project[] };

/**
 * "¿Habéis hecho webs en WordPress?", "¿tenéis ejemplos de tiendas online?", "¿clientes de
 * hostelería?": the portfolio's projects that match the technology, the trade and the kind of work
 * the question names, each with its year. Undefined when it names none of them or nothing matches.
 */
export function portfolioAnswer(question: string, content: ComputeContent): PortfolioAnswer | undefined {
  const folded = fold(question);
  if (!PORTFOLIO.test(folded)) return undefined;
  const technologies = [...new Set(content.projects.flatMap((p) => p.technologies))].filter((t) => wordIn(folded, fold(t)));
  const sectors = SECTORS.filter((words) => words.some((w) => wordIn(folded, w)));
  // The most specific kind named: a shop is also a web.
  const kind = KINDS.find((k) => k.asked.test(folded));
  if (!technologies.length && !sectors.length && !kind) return undefined;
  const matching = content.projects.filter((p) => {
    const text = textOf(p);
    return (
      technologies.every((t) => p.technologies.includes(t)) &&
      sectors.every((words) => words.some((w) => wordIn(text, w))) &&
      (!kind || kind.is.test(text))
    );
  });
  if (!matching.length) return undefined;
  const what = [kind?.label, technologies.length ? `con ${listEs(technologies)}` : undefined].filter(Boolean).join(' ');
  const list = listEs(matching.map((p) => `${p.title} (${p.year})`));
  const count = matching.length === 1 ? 'un proyecto' : `${matching.length} proyectos`;
  return {
    projects: matching,
    answer: `Sí: en nuestro portafolio hay ${count}${what ? ` ${what}` : ''}: ${list}. Los tienes con sus detalles en Proyectos.`,
  };
}
