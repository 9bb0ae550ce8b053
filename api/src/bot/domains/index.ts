import { SPANISH } from '../text/spanish';
import { mergeVocabulary, type Vocabulary } from '../text/vocabulary';
import { appPassages, projectPassages, servicePassages } from './catalog/passages';
import { catalogWords } from './catalog/words';
import { commonWords } from './common/words';
import { companyWords } from './company/words';
import { aboutPassages } from './company/passages';
import { contactPassages } from './contact/passages';
import { contactWords } from './contact/words';
import { jobPassages } from './jobs/passages';
import { jobWords } from './jobs/words';
import { kitPassages } from './kit/passages';
import { kitWords } from './kit/words';
import { legalPassages } from './legal/passages';
import { legalWords } from './legal/words';
import { notOfferedWords } from './not-offered/words';
import { pagePassages } from './pages/passages';
import { smallTalkPassages } from './small-talk/passages';
import { smallTalkWords } from './small-talk/words';
import { telephonyPassages } from './telephony/passages';
import { telephonyWords } from './telephony/words';
import type { Domain } from './types';

/**
 * The parts of the site NavegaBot answers about, each with its passages and its words. The order
 * is the order of the passages in the index (a tie in the ranking goes to the earlier one).
 */
export const DOMAINS: Domain[] = [
  { name: 'small-talk', passages: smallTalkPassages, words: smallTalkWords },
  { name: 'contact', passages: contactPassages, words: contactWords },
  { name: 'jobs', passages: jobPassages, words: jobWords },
  { name: 'catalog', passages: () => [...servicePassages(), ...appPassages(), ...projectPassages()], words: catalogWords },
  { name: 'company', passages: aboutPassages, words: companyWords },
  { name: 'telephony', passages: telephonyPassages, words: telephonyWords },
  { name: 'kit', passages: kitPassages, words: kitWords },
  { name: 'legal', passages: legalPassages, words: legalWords },
  { name: 'pages', passages: pagePassages, words: {} },
  // Words only: what visitors ask that the site never offers, so the engine answers honestly.
  { name: 'not-offered', passages: () => [], words: notOfferedWords },
];

/** General Spanish, the words every domain shares, then each domain's. */
export function siteVocabulary(domains: Domain[] = DOMAINS): Vocabulary {
  return mergeVocabulary([SPANISH, commonWords, ...domains.map((d) => d.words)]);
}
