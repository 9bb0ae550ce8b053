import { company } from '@site/shared/content/company';
import type { BotLink } from '@site/shared/schemas/chat';
import { pageLink, phoneLink } from '../../passages/links';

/** The answer when the site has none: honest, with the ways to reach a person (Contacto and the phone). */
export function honestRefusal(): { answer: string; links: BotLink[] } {
  return {
    answer: `No tengo información sobre eso en nuestra web. Escríbenos desde Contacto o llámanos al ${company.phone.display} (${company.hours.label}) y te ayudamos.`,
    links: [pageLink('/contacto'), phoneLink],
  };
}

/**
 * A price the site does not publish (hosting, maintenance, the virtual switchboard): honest that we
 * do not have it here, the way to a quote, what the site does say about it (`known`, the passage
 * found) and its page.
 */
export function priceOnRequest(page: BotLink | undefined, known?: string): { answer: string; links: BotLink[] } {
  const about = page && page.path.startsWith('/') && page.path !== '/contacto' ? page : undefined;
  return {
    answer: `No tengo información sobre ese precio en nuestra web: depende de lo que necesites, así que te preparamos un presupuesto sin compromiso. Escríbenos desde Contacto o llámanos al ${company.phone.display} (${company.hours.label}).${known ? `\nLo que sí te puedo contar: ${known}` : ''}`,
    links: [pageLink('/contacto'), ...(about ? [about] : []), phoneLink],
  };
}
