import { company } from '@site/shared/content/company';
import { botLinkSchema } from '@site/shared/schemas/chat';
import { aboutPassages, appPassages, projectPassages, servicePassages } from './catalog-passages';
import { contactPassages, smallTalkPassages } from './contact-passages';
import { kitPassages } from './kit-passages';
import { legalPassages } from './legal-passages';
import { pagePassages } from './page-passages';
import { telephonyPassages } from './telephony-passages';
import type { Passage } from './types';

/**
 * The content records NavegaBot reads, under `@site/shared/content/`. The pages render the same
 * records, so a content change changes the bot's answers at the next start.
 */
export const INDEXED_RECORDS = [
  'company', 'site-routes', 'forms-copy', 'services', 'service-pages', 'why-choose-us', 'apps', 'project-detail',
  'projects', 'about', 'technologies', 'telephony', 'tariffs', 'additional-lines', 'telephony-business', 'kit-digital',
  'kit-digital-status', 'legal',
] as const;

/** Every passage, built from the records; checks ids are unique and links are allowed targets. */
export function buildPassages(): Passage[] {
  const passages = [
    ...smallTalkPassages(),
    ...contactPassages(),
    ...servicePassages(),
    ...appPassages(),
    ...projectPassages(),
    ...aboutPassages(),
    ...telephonyPassages(),
    ...kitPassages(),
    ...legalPassages(),
    ...pagePassages(),
  ];
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

export type { Passage, AnswerContext } from './types';
