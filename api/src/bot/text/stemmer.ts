import { newStemmer } from 'snowball-stemmers';
import { STEM_FAMILIES } from './spanish';
import { fold } from './fold';

const snowball = newStemmer('spanish');

/**
 * The snowball stemmer with the fixes Spanish needs here, then accent folding (the stemmer needs
 * the accents to find suffixes). Each analyser keeps its own cache.
 */
export class SpanishStemmer {
  private readonly cache = new Map<string, string>();

  stem(word: string): string {
    let s = this.cache.get(word);
    if (s === undefined) {
      s = fold(snowball.stem(word));
      // Stem-changing verbs: "encuentro" and "encontrar", "cuesta" and "costar", "empieza" and
      // "empezar" share one stem (not after q or g, where the u is silent: "quedar", "sigue").
      s = s.replace(/(?<![qg])ue/g, 'o').replace(/ie/g, 'e');
      // The stemmer leaves a short word's "-ación" noun apart from its verb ("migración" and
      // "migráis", "instalación" and "instalar"): both read as the verb's stem.
      if (/acion$/.test(s) && s.length - 5 >= 4) s = s.slice(0, -5);
      // A noun and its verb the stemmer leaves apart ("previsión" and "prever", "ventas" and "vender").
      s = STEM_FAMILIES[s] ?? s;
      if (this.cache.size < 50_000) this.cache.set(word, s);
    }
    return s;
  }
}
