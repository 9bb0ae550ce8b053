/** Every text NavegaBot's widget shows (SPEC §4, §5 and §8 word for word where quoted). */
export const chatCopy = {
  name: 'NavegaBot',
  subtitle: 'Asistente virtual',
  open: 'Abrir NavegaBot',
  close: 'Cerrar NavegaBot',
  greeting: 'Hola! Soy NavegaBot, tu asistente de digitalización. ¿En qué puedo ayudarte hoy?',
  placeholder: 'Escribe tu pregunta...',
  inputLabel: 'Tu pregunta para NavegaBot',
  send: 'Enviar pregunta',
  log: 'Conversación con NavegaBot',
  typing: 'NavegaBot está escribiendo…',
  you: 'Tú',
  errors: {
    noSession: 'No se encontró la sesión. Por favor, inicia sesión.',
    badStatus: 'Hubo un error al obtener la respuesta del bot.',
    network: 'Error en la comunicación con el servidor.',
  },
} as const;
