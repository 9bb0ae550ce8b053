import { batchFormatErrors } from './eval/batch-check';
import { loadKnownQuestions } from './known-questions';

// The known questions are content: each in the evaluation sets' format, naming a page of the site
// and/or a fact (with the placeholders the company record knows), as a batch must.
test('every known question names a real page and/or a fact', () => {
  const known = loadKnownQuestions();
  expect(known.length).toBeGreaterThan(0);
  expect(batchFormatErrors(known, new Set())).toEqual([]);
});
