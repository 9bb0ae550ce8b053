import { pairs, type Words } from '../../text/vocabulary';

/** How visitors ask who we are and since when. */
export const companyWords: Words = {
  // "¿Cuándo empezasteis…?", "¿en qué fecha os hicisteis…?": a date in our own past is our history, not a deadline.
  inCompanyPast: { _plazo: '_historia' },
  synonyms: {
    _historia: 'historia trayectoria fundada fundado fundacion fundasteis fundaron origen origenes arranco arrancasteis nacio nacisteis'.split(' '),
    // What the company is for: the about page's "misión".
    _mision: 'mision proposito finalidad'.split(' '),
  },
  phrases: [
    ['quienes sois', ['_nosotros']],
    ['quien sois', ['_nosotros']],
    ['quienes somos', ['_nosotros']],
    ['sobre vosotros', ['_nosotros']],
    ['sobre la empresa', ['_nosotros']],
    ['desde cuando', ['_historia']],
    ...pairs(['cuantos anos'], ['llevais', 'lleva', 'llevan', 'teneis', 'tiene', 'tienen', 'de experiencia', 'de historia'], ['_historia']),
    ['cuanto tiempo lleva', ['_historia']],
    ['cuanto tiempo llevais', ['_historia']],
    ['llevais funcionando', ['_historia']],
    ['lleva funcionando', ['_historia']],
    ['llevan funcionando', ['_historia']],
    ['que hicisteis', ['_historia']],
    ['desde que ano', ['_historia']],
    // "¿Lleváis mucho tiempo en esto o sois nuevos?": how long we have been at it.
    ...pairs(['llevais', 'lleva', 'llevan'], ['mucho tiempo', 'muchos anos', 'tiempo en esto'], ['_historia']),
    ...pairs(['sois', 'es'], ['una empresa nueva', 'nuevos', 'una empresa joven'], ['_historia']),
  ],
};
