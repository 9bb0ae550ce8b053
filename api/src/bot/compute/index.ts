import type { BotLink } from '@site/shared/schemas/chat';
import { pageLink } from '../passages/links';
import { siteContent, type ComputeContent } from './content';
import { kitAnswer } from './kit';
import { portfolioAnswer } from './projects';
import { telephonyAnswer } from './telephony';

export { siteContent, type ComputeContent } from './content';

/**
 * An answer worked out from the records rather than found in a passage: a total, a comparison,
 * the cheapest or dearest of a group, what fits a budget, or several Kit solutions together.
 * `passageId` is the passage a follow-up leans on ("¿y para particulares?" after a total).
 */
export type Computed = { answer: string; links: BotLink[]; topic: string; passageId: string };

/** The computed answer to a question, if it asks for one; `content` defaults to the site's records. */
export function computeAnswer(question: string, now: Date, content: ComputeContent = siteContent()): Computed | undefined {
  const tel = telephonyAnswer(question, content);
  if (tel) {
    const links = [pageLink('/telefonia'), ...(tel.kind === 'limit' ? [pageLink('/contacto')] : [])];
    return { answer: tel.answer, links, topic: 'telefonia:calculo', passageId: 'tel-lines' };
  }
  const kit = kitAnswer(question, content, now);
  if (kit) {
    const links = [...kit.solutions.map((s) => pageLink(s.path, `Kit Digital: ${s.shortName}`)), pageLink('/agentes-digitalizadores')].slice(0, 3);
    return { answer: kit.answer, links, topic: 'kit:cuantias', passageId: 'kit-amounts' };
  }
  const portfolio = portfolioAnswer(question, content);
  if (portfolio) {
    // One project with a page of its own: that page first; else the portfolio.
    const own = portfolio.projects.length === 1 && portfolio.projects[0].projectUrl;
    const links = own ? [pageLink(own, `Ver ${portfolio.projects[0].title}`), pageLink('/proyectos')] : [pageLink('/proyectos')];
    return { answer: portfolio.answer, links, topic: 'proyectos', passageId: 'projects' };
  }
  return undefined;
}
