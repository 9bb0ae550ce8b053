/**
 * Whose social profile a question is about: ours ("vuestro Instagram": the contact domain's
 * profiles) or the visitor's, looked after by us ("que me llevéis el Instagram": the marketing
 * service). Folded text.
 */
/** A social network named. */
export const NETWORK = /\b(instagram|insta|facebook|linkedin|tiktok|redes sociales|redes|rrss)\b/u;
const NETWORKS = '(?:instagram|insta|facebook|linkedin|tiktok|redes sociales|redes|rrss)';
/**
 * Ours: "vuestro Instagram", "vuestras redes", "¿tenéis Facebook?" (the network ends the
 * question: "¿tenéis experiencia con Instagram?" asks about the service), "¿dónde os sigo?".
 * Folded text without punctuation.
 */
export const OURS = new RegExp(
  `\\bvuestr[oa]s? (?:perfil(?:es)? (?:de|en) |cuentas? (?:de|en) )?${NETWORKS}\\b|\\b(?:teneis|tienen|tiene|estais en|esta en|hay) (?:perfil(?:es)? (?:de|en) |cuentas? (?:de|en) )?${NETWORKS}$|\\b(?:os sigo|os puedo seguir|seguiros|os encuentro)\\b`,
  'u',
);
/** Someone else's, looked after by us: "que me llevéis el Instagram", "gestionáis redes", "mi Instagram". */
export const LOOKED_AFTER = /\b(me|nos|mi|mis|nuestr[oa]s?) (lleva|llev|gestion|manej|hag|hac|cre|ayud)\w*|\b(lleva|llev|gestion|manej|cre|dinamiz)\w* (el|la|las|los|mi|mis|nuestr\w*) (instagram|insta|facebook|linkedin|tiktok|redes|perfil)|\b(mi|mis|nuestr[oa]s?) (instagram|insta|facebook|linkedin|tiktok|redes|perfil)/u;
