import type { BotLink } from '@site/shared/schemas/chat';

/** What a passage may need to sharpen its answer: the head count asked about, and today. */
export type AnswerContext = {
  employees?: number;
  /** The head count came from "soy autónomo" ("autonomo") or "solo yo" ("solo"), not from a number. */
  selfEmployed?: 'autonomo' | 'solo';
  now: Date;
};

/**
 * What a domain tells the engine about a passage, so no rule of the engine names a content id:
 * - `page-summary`: a page's summary (its meta description) names what the page covers, not the
 *   facts, so it is never the closer answer among a page's passages;
 * - `head-count`: what it says depends on the visitor's head count (the Kit Digital's aid), so a
 *   bare number after it ("¿y para 20?") is a head count.
 */
export type PassageRole = 'page-summary' | 'head-count';

/**
 * One fact NavegaBot can state, generated from a content record: the sentence(s) it answers
 * with, the words that find it and the page that says more.
 */
export type Passage = {
  id: string;
  /** Topic key ("kit:crm", "telefonia:empresa:fibra"): follow-ups and the evaluation read it. */
  topic: string;
  /** Strongest field: the record's name or heading. */
  title: string;
  /** Words visitors use for this fact that the text may not contain. */
  keywords?: string;
  /**
   * Items the page lists under this fact and the text leaves out (a service's features, a Kit
   * solution's services): stated in the answer when the question names one of them. The search
   * finds them only through what the domain puts in `keywords`.
   */
  facts?: string[];
  /** The answer, plain Spanish text built only from record values. */
  text: string;
  links: BotLink[];
  /** Ranking weight: below 1 for broad page summaries so a precise record wins. */
  weight?: number;
  /** Greetings, thanks and "who are you": never used as the context of a follow-up. */
  smallTalk?: boolean;
  /**
   * Words that place the passage in a wider subject ("kit digital"): it ranks lower when the
   * question names none of them, so "¿hacéis páginas web?" is the web service, not the subsidy.
   */
  scope?: string;
  /**
   * Words that tell it from its siblings (a tariff type's "fibra", "móvil", "tv"): when the question
   * names some of them, passages with other or missing ones rank lower.
   */
  tags?: string;
  /** Telephony plan mode the passage is about. */
  mode?: 'empresa' | 'personal';
  /**
   * A passage that lists every item of a kind (all Kit Digital solutions and their amounts): when
   * the question names one item, that item's own passage answers instead.
   */
  listOf?: string;
  /** The kind of item this passage is (see `listOf`). */
  itemOf?: string;
  /** What the engine may ask of the passage (see `PassageRole`), declared by its domain. */
  roles?: PassageRole[];
  /** Kinds of question this passage answers whatever their other words (see `QuestionKind` in text/vocabulary.ts). */
  answers?: string[];
  /** A sharper answer for the question's context (a head count, today's Kit Digital status). */
  answerFor?: (ctx: AnswerContext) => string | undefined;
};
