import type { Words } from '../../text/vocabulary';

/** Greetings, thanks, goodbyes and "who are you". */
export const smallTalkWords: Words = {
  synonyms: {
    _saludo: 'hola holi buenas saludos hey ey'.split(' '),
    _gracias: 'gracias agradecido agradecida genial perfecto'.split(' '),
    _adios: 'adios chao chau bye'.split(' '),
    _bot: 'navegabot bot robot'.split(' '),
  },
  phrases: [
    ['buenos dias', ['_saludo']],
    ['buenas tardes', ['_saludo']],
    ['buenas noches', ['_saludo']],
    ['hasta luego', ['_adios']],
    ['hasta pronto', ['_adios']],
    ['quien eres', ['_bot']],
    ['que eres', ['_bot']],
    ['como te llamas', ['_bot']],
    ['eres un robot', ['_bot']],
    ['eres humano', ['_bot']],
    ['eres una persona', ['_bot']],
  ],
  smallTalk: ['_saludo', '_gracias', '_adios', '_bot'],
};
