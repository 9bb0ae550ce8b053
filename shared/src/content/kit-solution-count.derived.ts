import { kitSolutions } from './kit-solutions';

// The counts the copy states in words ("Doce categorías…").
const COUNT_WORDS = ['Cero', 'Una', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Once', 'Doce', 'Trece', 'Catorce', 'Quince', 'Dieciséis', 'Diecisiete', 'Dieciocho', 'Diecinueve', 'Veinte'];

/**
 * How many Kit Digital solutions the records hold, as a number and as the word that starts a
 * sentence. Derived at build time: the agent and overview pages carry the two values, not the
 * records (nor the list of words).
 */
export const kitSolutionCount: number = kitSolutions.length;
export const kitSolutionCountWord: string = COUNT_WORDS[kitSolutions.length] ?? String(kitSolutions.length);
