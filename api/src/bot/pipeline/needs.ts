import type { BotLink } from '@site/shared/schemas/chat';
import { TUNING } from '../tuning';
import type { BotReply } from './phrase';

/**
 * Where a visitor starts a second need in one message: "y además", "y también", "y que me…",
 * "y quiero…", "por otro lado", "otra cosa:", or a new question after a question mark.
 */
const NEXT_NEED =
  /\s*(?:[,;.]?\s+y\s+adem[aá]s\b|[,;.]\s*adem[aá]s\b|[,;.]?\s+y\s+tambi[eé]n\b|[,;.]?\s+y\s+(?=que\s+(?:me|nos|os)\s)|[,;.]?\s+y\s+(?=(?:quiero|queremos|necesito|necesitamos|busco|buscamos|me\s+interesa)\b)|[,;.]?\s*por\s+otro\s+lado\b|[,;.]?\s*otra\s+cosa\b[:,]?|\?\s*(?=[¿¡]?\s*\p{L}))\s*/giu;

/** At most this many needs are answered in one reply: more would bury each answer. */
const MAX_NEEDS = 3;
/** A part of fewer words ("¿En Europa?") refines the one before: not a need of its own. */
const MIN_PART_WORDS = 3;

/** The needs a message states, in order; one element when it states one. */
export function splitNeeds(question: string): string[] {
  const parts = question
    .split(NEXT_NEED)
    .map((p) => p.replace(/^[\s,;.:¿¡]+|[\s,;.:]+$/g, '').trim())
    .filter((p) => p.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= MIN_PART_WORDS);
  return parts.length >= 2 && parts.length <= MAX_NEEDS ? parts : [question];
}

/**
 * One reply for several needs: each answer in turn, and each answer's page among the links (the
 * first of each, then the rest), so every need gets its page.
 */
export function combineReplies(replies: BotReply[]): BotReply {
  const [first] = replies;
  const links: BotLink[] = [];
  const add = (link: BotLink | undefined) => {
    if (link && !links.some((l) => l.path === link.path)) links.push(link);
  };
  for (const r of replies) add(r.links[0]);
  for (const r of replies) r.links.slice(1).forEach(add);
  return {
    ...first,
    answer: replies.map((r) => r.answer).join('\n\n'),
    links: links.slice(0, Math.max(TUNING.maxLinks, replies.length)),
    passages: replies.flatMap((r) => r.passages),
  };
}
