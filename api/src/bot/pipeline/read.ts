import { company } from '@site/shared/content/company';
import type { Knowledge } from '../knowledge';
import type { Turn } from '../sessions';
import { fold, type AnalyzedQuery, type QueryFacets } from '../text/analyzer';
import { FOLLOW_UP_LEAD, POINTS_BACK } from '../text/conversation';

/** Step 1: a question as the engine reads it, beside the chat's previous topical turn. */
export type Reading = {
  question: string;
  q: AnalyzedQuery;
  /** The chat's last turn that had a topic (not a greeting, not a miss). */
  previous?: Turn;
  /** The question's facets; a bare number ("¿y para 20?") is a head count after a head-count topic. */
  facets: QueryFacets;
  /** Starts like a follow-up ("¿y…?") or points back ("¿eso cuánto cuesta?"). */
  pointsBack: boolean;
  /** Only refines the previous question ("¿y en empresa?", "¿y con 5 empleados?"). */
  onlyRefines: boolean;
};

/** The company's name in a question (any case, any spacing). */
const COMPANY_NAME = new RegExp(company.name.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'giu');

/**
 * A question as the analyser reads it, without the company's name: "¿Navega Digital hace webs?"
 * asks about webs (the name is who is asked), and the name alone asks who we are.
 */
export function analyzeAsked(k: Knowledge, question: string): AnalyzedQuery {
  const withoutName = question.replace(COMPANY_NAME, ' ');
  if (withoutName === question) return withoutRuledOut(k, question, k.analyzer.analyzeQuery(question));
  const q = withoutRuledOut(k, withoutName, k.analyzer.analyzeQuery(withoutName));
  return q.terms.length ? q : k.analyzer.analyzeQuery('¿quiénes sois?');
}

/** "sin móvil", "ni televisión", "sin la tele". */
const RULED_OUT = /\b(?:sin|ni)\s+(?:(?:el|la|los|las)\s+)?(\p{L}+)/gu;

/**
 * "La fibra sola, sin móvil": a word that tells siblings apart (a tariff's fibre, mobile or TV)
 * which the visitor rules out is not what they ask for, so it does not pick the sibling that has it.
 */
export function withoutRuledOut(k: Knowledge, question: string, q: AnalyzedQuery): AnalyzedQuery {
  const ruledOut = new Set<string>();
  for (const m of fold(question).matchAll(RULED_OUT)) for (const t of k.analyzer.analyzeDocument(m[1])) if (k.allTagTerms.has(t)) ruledOut.add(t);
  if (!ruledOut.size) return q;
  const kept = (t: string) => !ruledOut.has(t);
  return { ...q, terms: q.terms.filter(kept), contentTerms: q.contentTerms.filter(kept) };
}

/** The last turn that had a real topic (not a greeting, not a miss). */
export function lastTopicalTurn(turns: Turn[]): Turn | undefined {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i].topic) return turns[i];
  return undefined;
}

/** Reads the question and how it leans on the chat's earlier turns (oldest first). */
export function readQuestion(k: Knowledge, question: string, turns: Turn[] = []): Reading {
  const q = analyzeAsked(k, question);
  const previous = lastTopicalTurn(turns);
  const facets: QueryFacets = { ...q.facets };
  const headCountTopic = k.passage(previous?.passageId)?.roles?.includes('head-count');
  if (q.bareNumber !== undefined && previous && (previous.facets.employees !== undefined || headCountTopic)) {
    facets.employees = q.bareNumber;
  }
  // "¿y con 5 empleados?", and with a head count "¿y si somos 5, cuánto sería la ayuda?": the same
  // question again for new facts.
  const { refining, headCountRefines } = k.vocabulary;
  const refines = (t: string) => refining.has(t) || (facets.employees !== undefined && headCountRefines.has(t));
  const onlyRefines = !!previous && (q.contentTerms.length ? q.contentTerms.every(refines) : facets.employees !== undefined);
  return { question, q, previous, facets, pointsBack: FOLLOW_UP_LEAD.test(question) || POINTS_BACK.test(question), onlyRefines };
}
