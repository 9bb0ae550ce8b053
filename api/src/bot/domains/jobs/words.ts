import { pairs, words, type QuestionKind, type Words } from '../../text/vocabulary';

/**
 * "¿Hay ofertas de trabajo ahora mismo?", "¿estáis contratando?": whether there are open
 * positions, which the job passage that lists them answers (none today: a spontaneous application).
 */
export const OPEN_POSITIONS_QUESTION: QuestionKind = {
  id: 'open-positions',
  asks: (folded) =>
    /\b(ofertas? de (trabajo|empleo)|vacantes?|(puestos?|plazas?) (abiert|disponibl|libre|vacante)\w*|estais contratando|contratais|buscais (gente|personal|programador|disenador|comercial|tecnico)\w*|hay trabajo)\b/u.test(folded),
  decisive: true,
};

/** How visitors ask for a job: open positions, sending a CV, finishing their studies. */
export const jobWords: Words = {
  colloquial: {
    curri: 'currículum',
    curro: 'trabajo',
    curriculo: 'currículum',
  },
  synonyms: {
    _empleo: words(`empleo empleos trabajo trabajos curriculum curriculums cv candidatura candidaturas vacante vacantes
    contratais contratando puesto puestos practicas`),
    // How big a CV may be: the form's "tamaño máximo".
    _tamano: 'tamano peso pesa pesan pesar ocupa ocupan ocupar'.split(' '),
  },
  phrases: [
    ['trabaja con nosotros', ['_empleo']],
    ['trabajar con vosotros', ['_empleo']],
    ['trabajar con nosotros', ['_empleo']],
    ['trabajar con ustedes', ['_empleo']],
    ['busco trabajo', ['_empleo']],
    // "¿Buscáis gente de marketing?": hiring.
    ...pairs(['buscais', 'necesitais', 'buscan', 'necesitan'], ['gente', 'personal', 'programadores', 'programador', 'disenadores', 'comerciales', 'tecnicos'], ['_empleo']),
    ['ofertas de empleo', ['_empleo']],
    ['ofertas de trabajo', ['_empleo']],
    // Open positions ("puestos abiertos" is not the opening hours) and someone finishing their
    // studies, looking for a job or an internship.
    ...pairs(
      ['puestos', 'vacantes', 'plazas', 'ofertas'],
      ['abiertos', 'abiertas', 'disponibles', 'libres', 'teneis abiertos', 'teneis abiertas', 'hay abiertos', 'hay abiertas'],
      ['_empleo'],
    ),
    ...pairs(
      ['acabo', 'acabando', 'termino', 'terminando', 'he acabado', 'he terminado', 'acabe', 'termine'],
      ['el grado', 'la carrera', 'el master', 'el ciclo', 'la fp', 'los estudios', 'de estudiar'],
      ['_empleo'],
    ),
    ...pairs(['recien'], ['titulado', 'titulada', 'graduado', 'graduada'], ['_empleo']),
  ],
  questionKinds: [OPEN_POSITIONS_QUESTION],
};
