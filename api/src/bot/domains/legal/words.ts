import { words, type QuestionKind, type Words } from '../../text/vocabulary';

// The visitor's own data, and what may be done with it (kept, shared, sold, deleted, used).
const PERSONAL_DATA = /\b(?:mis|nuestros) datos\b|\b(?:mi|el) (?:cv|curriculum)\b|\bmi informacion\b|\blo que (?:escribo|os escribo|pongo)\b|\bmis mensajes\b/u;
const DATA_HANDLING = /\b(?:compart\p{L}*|ced\p{L}*|pas[ae]is|pasan|pasar\p{L}*|vend\p{L}*|us[aá]is|trat[aá]is|hac[eé]is con|dais|dan)\b/u;

/**
 * "¿Cuánto tiempo guardáis mis datos?", "¿compartís mi currículum?": what happens to one's own
 * data is answered by the privacy policy, whichever form or offer the data came through.
 */
export const PERSONAL_DATA_QUESTION: QuestionKind = {
  id: 'personal-data',
  asks: (folded, terms) => PERSONAL_DATA.test(folded) && (DATA_HANDLING.test(folded) || terms.includes('_conservar') || terms.includes('_borrar')),
};

// Something we delivered that fails, and whether we put it right: the terms' warranty answers,
// whatever was delivered (a web, a shop, an app). A device of one's own is a repair (not offered).
const DEFECT = /\b(?:fallos?|falla|fallan|errores|error|bugs?|no funciona|deja de funcionar)\b/u;
const REMEDY = /\b(?:arregl\p{L}*|correg\p{L}*|corrig\p{L}*|solucion\p{L}*|gratis|sin coste|garantia)\b/u;
const DELIVERED = /\b(?:entreg\p{L}*|web|webs|tienda|app|aplicacion|programa|trabajos?|proyecto)\b/u;

/** "Si la web que me entregáis tiene fallos, ¿los arregláis gratis?": the warranty of our work. */
export const WARRANTY_QUESTION: QuestionKind = {
  id: 'warranty',
  asks: (folded) => /\bgarantia\b/u.test(folded) || (DEFECT.test(folded) && REMEDY.test(folded) && DELIVERED.test(folded)),
};

/** How visitors ask about their data, the law, payment terms and late payment. */
export const legalWords: Words = {
  synonyms: {
    _borrar: words(`borrar borreis borrad borren borres borrado borrarme borrarlos eliminar elimineis eliminad eliminen eliminarme
    eliminarlos suprimir supresion`),
    // The law a text follows; "legislación" and "normativa" are how the legal pages say it.
    _ley: 'ley leyes legislacion normativa normativas jurisdiccion'.split(' '),
    _demora: 'demora demoras retraso retrasos impago impagos'.split(' '),
    // Complaining to an authority: the privacy policy's "reclamación ante la Agencia…".
    _reclamar: 'reclamar reclamo reclamacion reclamaciones denunciar denuncia denuncias denunciaros quejarme queja quejas'.split(' '),
    _conservar: words(`conservar conservais conservamos conserva conservan conservan guardar guardais guardamos guarda guardan
    guardais almacenar almacenais almacenamos almacena almacenan`),
  },
  phrases: [
    ['pago tarde', ['_pagar', '_demora']],
    ['pagar tarde', ['_pagar', '_demora']],
    ['pago con retraso', ['_pagar', '_demora']],
    ['pagar con retraso', ['_pagar', '_demora']],
  ],
  questionKinds: [PERSONAL_DATA_QUESTION, WARRANTY_QUESTION],
};
