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
