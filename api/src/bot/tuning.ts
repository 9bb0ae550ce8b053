/**
 * Every number NavegaBot's typo correction, retrieval, ranking and choosing rest on, in one table.
 * Each value moves answers between two kinds of mistake; its line says which. They were tuned on
 * `eval/questions.json` and checked on the dev set: change one only with the figures of
 * `npx tsx api/src/bot/eval/report.ts` before and after (docs/navegabot.md).
 */
export type Tuning = {
  /** Typo correction (the analyser) */
  readonly vocabularyWeight: number;
  readonly shortWordMinCount: number;
  readonly slipMinLength: number;
  readonly minKnownStem: number;
  readonly minCorrectedLength: number;
  /** Search */
  readonly fieldBoost: { readonly title: number; readonly keywords: number; readonly text: number };
  readonly fuzzyMinLength: number;
  readonly fuzzyTwoEditsLength: number;
  readonly prefixMinLength: number;
  readonly contextWeight: number;
  readonly facetTermWeight: number;
  readonly expandedTermWeight: number;
  readonly addressedTermWeight: number;
  readonly modeWordFactor: number;
  /** Ranking factors of a passage */
  readonly modeMatch: number;
  readonly modeMismatch: number;
  readonly modeUnstated: number;
  readonly outOfScope: number;
  readonly tagMatch: number;
  readonly tagMismatch: number;
  readonly countBoost: number;
  readonly whenBoost: number;
  readonly questionKindBoost: number;
  /** Follow-ups */
  readonly confidentScore: number;
  readonly followUpMaxTerms: number;
  readonly rememberedTerms: number;
  /** Re-ranking */
  readonly rescueDepth: number;
  readonly rescueScoreShare: number;
  readonly itemScoreShare: number;
  readonly siblingScoreShare: number;
  readonly fullerScoreShare: number;
  readonly fullerMargin: number;
  readonly rerankDepth: number;
  /** Answer or refuse */
  readonly minScore: number;
  readonly minCoverage: number;
  readonly coverageCap: number;
  readonly frameWordWeight: number;
  readonly fuzzyMatchCredit: number;
  readonly loneWordMaxPassages: number;
  readonly rareShare: number;
  /** Precedents (questions whose right answer is known) */
  readonly precedentNeighbours: number;
  readonly precedentMinSimilarity: number;
  readonly precedentEngineVote: number;
  readonly precedentCoverageVote: number;
  readonly precedentRefusalVote: number;
  readonly precedentSimilarityPower: number;
  readonly precedentMaxAnswers: number;
  /** Phrasing */
  readonly detailScoreShare: number;
  readonly detailMaxChars: number;
  readonly maxLinks: number;
  readonly maxFacts: number;
};

export const TUNING: Tuning = {
  // Typo correction: a visitor's unknown word read as the known word it most likely is.
  // How much a word of the word lists counts against words the texts use once or twice: higher
  // corrects typos towards the lists' words, also when the texts' word was meant.
  vocabularyWeight: 2,
  // A four-letter word is corrected (a dropped letter) only to a word used at least this often:
  // lower fixes more short typos and turns more real short words into others.
  shortWordMinCount: 3,
  // From this length a dropped or swapped letter is corrected to a word the texts use only once:
  // lower fixes more slips and reads more unknown words as rare ones.
  slipMinLength: 6,
  // A word sharing a known stem at least this long is a form of a known word, not a typo: lower
  // leaves more typos uncorrected ("quieo" shares "que").
  minKnownStem: 4,
  // Shorter unknown words are not corrected (other than a dropped letter): lower corrects more
  // and confuses more real words ("cosa" is one letter from "casa").
  minCorrectedLength: 5,

  // Search (minisearch, BM25).
  // A record's name says more than its keywords, and those more than its text. More on the title:
  // a passage named after the question's word beats a long text that repeats it; less: the reverse.
  fieldBoost: { title: 3, keywords: 2, text: 1 },
  // Shorter unknown words get no typo tolerance: lower finds more misspellings and more unrelated words.
  fuzzyMinLength: 4,
  // From this length an unknown word tolerates two typos: lower forgives more and confuses more words.
  fuzzyTwoEditsLength: 10,
  // From this length a word also finds its longer forms ("automat" → "automatiz"): lower reaches
  // more forms and more unrelated words ("electr" is not "electrónica").
  prefixMinLength: 7,
  // Weight of the previous question's terms in a follow-up: higher keeps the topic more often, and
  // also when the visitor has changed it.
  contextWeight: 0.4,
  // Facet words ("para empresa", "5 empleados") refine: higher lets them pick the subject alone.
  facetTermWeight: 0.5,
  // A query expansion ("móvil" → also the phone number) is a possibility: higher lets it win over what was said.
  expandedTermWeight: 0.3,
  // The verb the company is addressed with ("¿vendéis…?") frames the question: higher lets it be the subject.
  addressedTermWeight: 0.5,
  // On a passage of one plan mode the mode word only confirms (with modeMatch it weighs about as
  // much as elsewhere): higher lets "empresa" alone pick a business tariff.
  modeWordFactor: 1 / 3,

  // Ranking factors: multiply a passage's score for a question.
  // The plan mode asked (empresa / particular) on a passage of that mode: higher favours the mode over the subject.
  modeMatch: 1.5,
  // The other mode: lower hides it more firmly, also when the visitor's mode word was ambiguous.
  modeMismatch: 0.3,
  // A mode passage when the question names no mode: lower prefers the passages that show both modes.
  modeUnstated: 0.7,
  // A passage in a wider subject (a Kit solution, a portfolio project) when the question names none
  // of its scope words: lower sends "¿hacéis webs?" to the service, and a vague Kit question away from the Kit.
  outOfScope: 0.6,
  // Every tag the question names that a sibling has (fibra / móvil / TV): higher sharpens siblings apart.
  tagMatch: 1.3,
  // Per tag that differs between question and passage: lower punishes a near sibling harder.
  tagMismatch: 0.6,
  // A passage that counts what a "¿cuántos…?" asks: higher lets any count beat the subject's own passage.
  countBoost: 2.5,
  // A passage carrying a date for a "¿cuándo…?": higher lets any dated text beat the subject's own passage.
  whenBoost: 2,
  // A passage its domain declares an answer to the kind of question asked (what happens to my data…):
  // higher makes the kind outweigh the question's other words.
  questionKindBoost: 2.5,

  // Follow-ups.
  // A short question scoring above this stands on its own even after another turn ("horario"):
  // lower ends more topics, higher drags the old topic into new questions.
  confidentScore: 12,
  // A question of at most this many terms may borrow the previous turn's when it finds little on its own:
  // higher reads longer questions as follow-ups.
  followUpMaxTerms: 3,
  // The most terms a turn keeps for the next follow-up: higher keeps older context alive longer.
  rememberedTerms: 12,

  // Re-ranking: a runner-up that answers better than the best match.
  // How far down the results a better-covering answer is looked for: deeper finds more, and more coincidences.
  rescueDepth: 10,
  // Least share of the best score a covering runner-up needs to replace a best match that covers
  // too little: lower rescues more questions and picks weaker passages.
  rescueScoreShare: 0.25,
  // A list's item named in its own words replaces the list at this share of its score: lower
  // names the item more often, also when the list was the answer.
  itemScoreShare: 0.5,
  // A passage of the same page that covers more of the question replaces the best match at this
  // share: lower prefers precise passages of the page more often.
  siblingScoreShare: 0.5,
  // A runner-up this close (share of the best score)…
  fullerScoreShare: 0.85,
  // …that covers this much more of the question is the answer: lower margin switches more often.
  fullerMargin: 0.2,
  // How many results siblings, fuller runners-up and details are looked for in.
  rerankDepth: 6,

  // Answer or refuse.
  // Least evidence (score before the ranking's priors) for an answer: higher refuses more real questions,
  // lower answers more off-topic ones (calibrated on questions.json: off-topic questions score under it).
  minScore: 3.5,
  // Least share of the question's own words the answer must match: higher refuses more, lower
  // answers "¿vendéis coches de segunda mano?" with the marketplace solution.
  minCoverage: 0.5,
  // A long question is covered by this many subject words' worth: higher refuses more chatty stories.
  coverageCap: 5,
  // Broad concepts ("price", "business") and the addressed verb weigh this much in coverage:
  // higher lets a passage that shares only them cover the question.
  frameWordWeight: 0.5,
  // A term matched only by typo tolerance counts this much in coverage: higher trusts fuzzy matches more.
  fuzzyMatchCredit: 0.5,
  // A one-word question found only in passage bodies is answered when at most this many use it:
  // higher answers common words ("tiempo") from wherever they occur.
  loneWordMaxPassages: 3,
  // A word in at most this share of the passages is rare, so it names what a question is about:
  // higher makes common words decisive.
  rareShare: 0.05,

  // Precedents: the known questions closest to a new one vote for their answers (pipeline/precedents.ts).
  // Chosen on batches 20–24 with each batch left out of the precedents, and on dev screened
  // (docs/navegabot.md).
  // How many of the closest precedents vote: more smooths over one odd neighbour and lets distant ones in.
  precedentNeighbours: 5,
  // Least similarity (cosine of rare-weighted subject words) for a precedent to vote: lower lets
  // questions that share one common word decide.
  precedentMinSimilarity: 0.25,
  // The engine's own choice counts as this many votes (a precedent's vote is its similarity to
  // precedentSimilarityPower, at most 1): higher trusts the search over the precedents.
  precedentEngineVote: 0.2,
  // …plus this many times the share of the question its answer covers: higher lets a search that
  // matched the whole question keep its answer against closer precedents.
  precedentCoverageVote: 1,
  // …or, when it refuses, this many more: lower lets precedents answer more questions the search
  // could not, and more off-topic ones ("¿hacéis videojuegos para móvil?" → a mobile tariff).
  precedentRefusalVote: 0.2,
  // A precedent's vote is its similarity to this power: higher lets one close precedent outweigh
  // several distant ones.
  precedentSimilarityPower: 2,
  // A precedent whose expectation many passages meet (a page-only one of a long page) names no one
  // answer and does not vote: higher lets such questions spread small votes over a page.
  precedentMaxAnswers: 12,

  // Phrasing.
  // A runner-up may add the sentence stating a fact the answer lacks if it scores this share of the
  // best: lower adds more details, some off the point.
  detailScoreShare: 0.3,
  // The longest sentence added as a detail: higher adds whole paragraphs.
  detailMaxChars: 300,
  // Links shown with an answer: more offer more ways on, and clutter the chat.
  maxLinks: 3,
  // Listed items (a service's features) added when the question names them: more states more of
  // what was asked, and lengthens the answer.
  maxFacts: 2,
};
