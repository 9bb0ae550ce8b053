import type { Project } from '@site/shared/schemas/project';
import { catalogWords } from '../domains/catalog/words';
import { listEs } from '../passages/format';
import { fold } from '../text/fold';
import type { ComputeContent } from './content';

/**
 * The question is about our past work: "¿habéis hecho…?", "ejemplos", "algún proyecto", "clientes
 * que…", or a trade with "alguna" ("¿lleváis el Instagram de alguna peluquería?").
 */
const PORTFOLIO =
  /(?<!\bno )\b(habeis (hecho|trabajado|desarrollado|creado|montado|disenado|llevado)|hicisteis|hayais hecho|ejemplos?|(algun|vuestros?|otros?) proyectos?|proyectos? (vuestros?|hechos?|realizados?|anteriores|parecidos|similares)|(algun|vuestros?) trabajos?|trabajos? vuestros?|portafolio|portfolio|trabajos? (hechos|realizados|anteriores|previos)|(teneis|habeis tenido|hay) clientes|casos? de exito)\b/u;


/** What kind of work a question names, and how a project's own text says it is that kind. */
const KINDS: { asked: RegExp; is: RegExp; label: string }[] = [
  { asked: /\b(tiendas? (online|virtual(es)?|en linea)|comercio electronico|e-?commerce)\b/u, is: /\btienda online\b|\bcomercio electronico\b|\bwoocommerce\b/u, label: 'de tienda online' },
  { asked: /\b(webs?|paginas? web|sitios? web)\b/u, is: /\bweb\b|\btienda online\b/u, label: 'de web' },
  { asked: /\b(redes sociales|redes|instagram|rrss)\b/u, is: /\binstagram\b|\bredes sociales\b/u, label: 'de redes sociales' },
];

/** The portfolio's trades as visitors name them (the catalog's `_sector_*` words). */
const SECTORS: string[][] = Object.entries(catalogWords.synonyms ?? {})
  .filter(([concept]) => concept.startsWith('_sector_'))
  .map(([, words]) => words);

/** One edit apart (a typo: "peluqeria", "inmobilaria"), for words long enough not to collide. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 7) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  // After the first difference: one letter changed, one added to b, or one added to a.
  return sameFrom(a, i + 1, b, i + 1) || sameFrom(a, i, b, i + 1) || sameFrom(a, i + 1, b, i);
}

/** a from ai on equals b from bi on, compared in place: it runs for every word against every trade. */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  while (ai < a.length) if (a[ai++] !== b[bi++]) return false;
  return true;
}

const questionWords = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean);

/** The portfolio's technologies (each with the pattern that finds it in a folded question) and its titles' words, worked out once per content. */
const termsOf = new WeakMap<ComputeContent, { technologies: { technology: string; pattern: RegExp }[]; titleWords: string[][] }>();
function portfolioTerms(content: ComputeContent) {
  let terms = termsOf.get(content);
  if (!terms) {
    const technologies = [...new Set(content.projects.flatMap((p) => p.technologies))].map((technology) => ({
      technology,
      pattern: new RegExp(`\\b${fold(technology).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u'),
    }));
    const titleWords = content.projects.flatMap((p) => fold(p.title).split(/[^a-z0-9]+/).filter((w) => w.length >= 6).map((w) => [w]));
    terms = { technologies, titleWords };
    termsOf.set(content, terms);
  }
  return terms;
}
/** "¿Lleváis el Instagram de alguna peluquería?": a trade with "alguno" asks for an example. */
const SOME = /\balgun[oa]?\b/u;
const textOf = (p: Project) => fold(`${p.title} ${p.description} ${p.technologies.join(' ')}`);

export type PortfolioAnswer = { answer: string; projects: Project[] };

/**
 * "¿Habéis hecho webs en WordPress?", "¿tenéis ejemplos de tiendas online?", "¿clientes de
 * hostelería?": the portfolio's projects that match the technology, the trade and the kind of work
 * the question names, each with its year. Undefined when it names none of them or nothing matches.
 */
export function portfolioAnswer(question: string, content: ComputeContent): PortfolioAnswer | undefined {
  const folded = fold(question);
  const { technologies: named, titleWords } = portfolioTerms(content);
  const technologies = named.filter(({ pattern }) => pattern.test(folded)).map(({ technology }) => technology);
  const portfolioAsked = PORTFOLIO.test(folded);
  // Neither a question about past work nor "alguna …": no trade can make it one (checked first, as
  // matching every word against every trade is this function's main cost).
  if (!portfolioAsked && !SOME.test(folded)) return undefined;
  const asked = questionWords(folded);
  const says = (word: string) => asked.some((w) => w === word || oneEditApart(w, word));
  // A trade as the catalog names it, or a word of a project's own title ("inmobiliaria", "palmeral").
  const sectors = [...SECTORS, ...titleWords].filter((words) => words.some(says));
  const trade = SECTORS.some((words) => words.some(says));
  if (!portfolioAsked && !trade) return undefined;
  // The most specific kind named: a shop is also a web.
  const kind = KINDS.find((k) => k.asked.test(folded));
  if (!technologies.length && !sectors.length && !kind) return undefined;
  const matches = (withKind: boolean) =>
    content.projects.filter((p) => {
      const text = textOf(p);
      return (
        technologies.every((t) => p.technologies.includes(t)) &&
        // A trade is in the project's title ("Taller Hermanos Pastor"), not any word of its text (a yoga studio's "talleres").
        sectors.every((words) => words.some((w) => questionWords(fold(p.title)).includes(w))) &&
        (!withKind || !kind || kind.is.test(text))
      );
    });
  // A trade or project named settles it even when its text words the kind of work otherwise.
  const matching = matches(true).length || !sectors.length ? matches(true) : matches(false);
  if (!matching.length) return undefined;
  // One project: what it is, as its own passage says it.
  if (matching.length === 1) {
    const [p] = matching;
    return { projects: matching, answer: `Sí: en nuestro portafolio está ${p.title} (proyecto de ${p.year}): ${p.description}` };
  }
  const what = [kind?.label, technologies.length ? `con ${listEs(technologies)}` : undefined].filter(Boolean).join(' ');
  const list = listEs(matching.map((p) => `${p.title} (${p.year})`));
  const count = matching.length === 1 ? 'un proyecto' : `${matching.length} proyectos`;
  return {
    projects: matching,
    answer: `Sí: en nuestro portafolio hay ${count}${what ? ` ${what}` : ''}: ${list}. Los tienes con sus detalles en Proyectos.`,
  };
}
