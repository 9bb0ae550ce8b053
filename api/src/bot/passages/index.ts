import { company } from '@site/shared/content/company';
import { botLinkSchema } from '@site/shared/schemas/chat';
import { DOMAINS } from '../domains';
import type { Domain } from '../domains/types';
import type { Passage } from './types';

/**
 * The content records NavegaBot reads, under `@site/shared/content/`. The pages render the same
 * records, so a content change changes the bot's answers at the next start.
 */
export const INDEXED_RECORDS = [
  'company', 'site-routes', 'forms-copy', 'services', 'service-pages', 'why-choose-us', 'apps', 'projects',
  'about', 'technologies', 'telephony', 'tariffs', 'additional-lines', 'telephony-business', 'kit-digital',
  'kit-digital-status', 'legal',
] as const;

/**
 * Every domain's passages (`domains/<name>/passages.ts`), built from the records; checks ids are
 * unique and links are allowed targets.
 */
export function buildPassages(domains: Domain[] = DOMAINS): Passage[] {
  const passages = domains.flatMap((d) => d.passages());
  const ids = new Set<string>();
  for (const p of passages) {
    // "En horario de oficina" says when only to someone who knows the hours: the answer names them.
    p.text = p.text.replace(/horario de oficina(?! \()/g, `horario de oficina (${company.hours.label})`);
    if (ids.has(p.id)) throw new Error(`Duplicate NavegaBot passage id: ${p.id}`);
    ids.add(p.id);
    for (const link of p.links) botLinkSchema.parse(link);
  }
  return passages;
}

export type { Passage, AnswerContext, PassageRole } from './types';
