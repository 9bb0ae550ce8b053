import { company as c } from '@site/shared/content/company';
import { pageLink, phoneLink } from '../../passages/links';
import type { Passage } from '../../passages/types';

/** Greetings, thanks, goodbyes and "who are you": only company facts. */
export function smallTalkPassages(): Passage[] {
  return [
    {
      id: 'talk-hello',
      topic: 'charla:saludo',
      title: 'Hola',
      keywords: 'hola buenas buenos días saludos',
      text: 'Hola, soy NavegaBot. Puedo contarte nuestros servicios, las tarifas de telefonía, las ayudas del Kit Digital, nuestros productos SaaS o cómo contactarnos. ¿Qué necesitas?',
      links: [pageLink('/servicios'), pageLink('/telefonia'), pageLink('/agentes-digitalizadores')],
      smallTalk: true,
    },
    {
      id: 'talk-thanks',
      topic: 'charla:gracias',
      title: 'Gracias',
      keywords: 'gracias genial perfecto',
      text: `¡De nada! Si necesitas algo más, pregúntame. Y si prefieres hablar con una persona, llámanos al ${c.phone.display}.`,
      links: [phoneLink],
      smallTalk: true,
    },
    {
      id: 'talk-bye',
      topic: 'charla:adios',
      title: 'Adiós',
      keywords: 'adiós hasta luego chao',
      text: `¡Hasta pronto! Aquí estaré si necesitas algo más de ${c.name}.`,
      links: [],
      smallTalk: true,
    },
    {
      id: 'talk-bot',
      topic: 'charla:bot',
      title: 'Soy NavegaBot',
      keywords: 'quién eres bot robot asistente virtual humano persona navegabot',
      text: `Soy NavegaBot, el asistente virtual de ${c.name}. Respondo con la información de esta web; para tu caso concreto te atiende nuestro equipo en el ${c.phone.display} o desde Contacto.`,
      links: [pageLink('/contacto'), phoneLink],
      smallTalk: true,
    },
  ];
}
