import { NUMBER_WORDS } from './spanish';
import { fold } from './fold';

/** A number as a visitor writes it: digits or a Spanish number word. */
const NUMBER = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
/**
 * The same without "un", "una", "uno": "somos una peluquería" and "el negocio de un amigo" say
 * nothing of a head count, and an answer must not state one the visitor never gave.
 */
const COUNT = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).filter((w) => !/^un[oa]?$/.test(w)).join('|')})`;
const HEAD_PATTERNS = [
  new RegExp(`\\b${NUMBER}\\s+(?:sol[oa]s?\\s+)?(?:empleados?|trabajadores?|personas?|currantes|emplead\\w*|trabajador\\w*)\\b`),
  new RegExp(`\\bsomos\\s+${COUNT}\\b`),
  new RegExp(`\\bplantilla\\s+de\\s+${NUMBER}\\b`),
  // "una empresa de 25", "un negocio de 4 personas", "una pyme de 12".
  new RegExp(`\\b(?:empresa|negocio|pyme|microempresa|compania|sociedad)\\s+de\\s+${COUNT}\\b(?!\\s*(?:euros?|€|gb|mb|%|anos?|meses))`),
];

const SELF_EMPLOYED = /\b(soy|somos) autonom[oa]s?\b|\bautonom[oa]\b|\bsin empleados\b|\bsolo yo\b/;

function toNumber(s: string): number {
  return /^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s];
}

/** The first head-count pattern a question matches ("tengo 5 empleados", "somos dos"): the words and the number. */
function headCountMatch(foldedText: string): RegExpExecArray | undefined {
  for (const re of HEAD_PATTERNS) {
    const m = re.exec(foldedText);
    if (m) return m;
  }
  return undefined;
}

/** The words that state a head count ("dos personas", "somos 5"), if a question has them. */
export function headCountWords(foldedText: string): string | undefined {
  return headCountMatch(foldedText)?.[0];
}

/** "Soy autónomo", "solo yo": a head count of one the visitor gave in other words (answers say "como autónomo", not "con 1 empleado"). */
export function selfEmployed(foldedText: string): 'autonomo' | 'solo' | undefined {
  if (headCountMatch(foldedText) || !SELF_EMPLOYED.test(foldedText)) return undefined;
  return /autonom/.test(foldedText) ? 'autonomo' : 'solo';
}

/** The head count a question names, if any ("tengo 5 empleados", "somos dos", "soy autónomo"). */
export function headCount(foldedText: string): number | undefined {
  const m = headCountMatch(foldedText);
  if (m) return toNumber(m[1]);
  if (SELF_EMPLOYED.test(foldedText)) return 1;
  return undefined;
}

const BARE_NUMBER = new RegExp(`^(?:y |e |pues |vale |entonces )?(?:si )?(?:somos |para |con |de |en )?(?:una empresa de )?${NUMBER}$`);

/** "¿y para 20?" → 20: a question that is only a number, read in the light of the previous one. */
export function bareNumber(text: string): number | undefined {
  const t = fold(text).replace(/[¿?¡!.,;:]/g, ' ').replace(/\s+/g, ' ').trim();
  const m = BARE_NUMBER.exec(t);
  return m ? toNumber(m[1]) : undefined;
}
