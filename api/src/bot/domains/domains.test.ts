import { Knowledge } from '../knowledge';
import { buildPassages } from '../passages';
import type { Words } from '../text/vocabulary';
import { DOMAINS, siteVocabulary } from '.';

const vocabulary = siteVocabulary();
const knowledge = new Knowledge(buildPassages(), vocabulary);
/** The concept tokens (`_precio`) a part's words lead to. */
const conceptsOf = (words: Words) =>
  new Set(
    [...Object.keys(words.synonyms ?? {}), ...Object.values(words.concepts ?? {}).flat(), ...(words.phrases ?? []).flatMap(([, tokens]) => tokens)].filter((t) => t.startsWith('_')),
  );

describe('NavegaBot domains', () => {
  const notOffered = conceptsOf(DOMAINS.find((d) => d.name === 'not-offered')!.words);

  it('lead every word a domain teaches to passages that carry it', () => {
    for (const domain of DOMAINS.filter((d) => d.name !== 'not-offered')) {
      for (const concept of conceptsOf(domain.words)) {
        // A concept no passage carries makes the engine refuse every question that names it.
        if (concept !== '_duracion') expect([domain.name, concept, knowledge.carries(concept)]).toEqual([domain.name, concept, true]);
      }
    }
  });

  it('keep what the site does not offer out of every passage, so asking for it gets the honest refusal', () => {
    expect(notOffered.size).toBeGreaterThan(5);
    for (const concept of notOffered) expect([concept, knowledge.carries(concept)]).toEqual([concept, false]);
  });

  it('declare only kinds of question some passage answers', () => {
    const answered = new Set(knowledge.passages.flatMap((p) => p.answers ?? []));
    expect(vocabulary.questionKinds.length).toBeGreaterThan(0);
    for (const kind of vocabulary.questionKinds) expect(answered).toContain(kind.id);
  });

  it('refuse a word read two ways by two domains', () => {
    expect(() => siteVocabulary([...DOMAINS, { name: 'twin', passages: () => [], words: { colloquial: { tlf: 'tele' } } }])).toThrow(/tlf/);
    expect(() => siteVocabulary([...DOMAINS, { name: 'twin', passages: () => [], words: { phrases: [['kit digital', ['_otro']]] } }])).toThrow(/kit digital/);
  });
});
