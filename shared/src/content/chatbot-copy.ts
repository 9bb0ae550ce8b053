/*
 * Every text of NavegaBot's widget (mfe-chatbot) and of the shell's stand-ins for it (the round
 * button before the widget's code arrives, the note when it cannot load). SPEC §4, §5 and §8 word
 * for word where quoted. Named exports apart, so the shell bundles only the few it shows.
 */

/** The assistant's name: the panel's heading, the phone bar's cell, the speaker of its messages. */
export const chatbotName = 'NavegaBot';

/** The round button's title and name (SPEC §4), on the widget and on the shell's stand-in. */
export const openChatLabel = 'Abrir NavegaBot';

/** The shell's note when NavegaBot's code cannot load: phone link after `callUs`, contact link after `orWrite`. */
export const chatUnavailableCopy = {
  callUs: 'NavegaBot no está disponible en este momento. Llámanos al',
  orWrite: 'o escríbenos desde',
  contactLink: 'Contacto',
} as const;

/** The widget's texts. */
export const chatCopy = {
  name: chatbotName,
  subtitle: 'Asistente virtual',
  open: openChatLabel,
  close: 'Cerrar NavegaBot',
  greeting: 'Hola! Soy NavegaBot, tu asistente de digitalización. ¿En qué puedo ayudarte hoy?',
  placeholder: 'Escribe tu pregunta...',
  inputLabel: 'Tu pregunta para NavegaBot',
  send: 'Enviar pregunta',
  log: 'Conversación con NavegaBot',
  typing: 'NavegaBot está escribiendo…',
  you: 'Tú',
  relatedLinks: 'Enlaces relacionados',
  errors: {
    noSession: 'No se encontró la sesión. Por favor, inicia sesión.',
    badStatus: 'Hubo un error al obtener la respuesta del bot.',
    network: 'Error en la comunicación con el servidor.',
  },
} as const;
