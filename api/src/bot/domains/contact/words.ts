import { pairs, words, type QuestionKind, type Words } from '../../text/vocabulary';
import { LOOKED_AFTER, OURS } from '../common/social';

/** "¿Cuál es vuestro Instagram?": the company's own profiles, not the social-media service. */
export const OWN_PROFILES_QUESTION: QuestionKind = {
  id: 'own-profiles',
  asks: (folded) => OURS.test(folded.replace(/[¿?¡!.,;:]/g, ' ').replace(/\s+/g, ' ').trim()) && !LOOKED_AFTER.test(folded),
  decisive: true,
};

/** How visitors ask for our phone, e-mail, address, hours, reply time and first consultation. */
export const contactWords: Words = {
  spellings: [
    [/\be-?mail\b/g, 'email'],
    // "¿A las 8 ya estáis?": an hour of the day asks the opening hours.
    [/\ba las (\d{1,2})(?::\d{2})?\b/g, 'a las $1 horario'],
  ],
  colloquial: {
    tlf: 'teléfono',
    tfno: 'teléfono',
    telf: 'teléfono',
    tel: 'teléfono',
    telefno: 'teléfono',
    wasap: 'whatsapp',
    guasap: 'whatsapp',
    whatsap: 'whatsapp',
    wsp: 'whatsapp',
    wpp: 'whatsapp',
    wassap: 'whatsapp',
    mail: 'email',
    emial: 'email',
    emai: 'email',
  },
  synonyms: {
    _horario: 'horario horarios hora abierto abiertos abierta abris abren atendeis'.split(' '),
    _telefono: words(`telefono telefonos llamar llamaros llamarte llamo llamada numero numeros llameis llamadme llamame llamenme
    llamais`),
    _direccion: words(`direccion direcciones donde ubicacion ubicados ubicadas ubicais situados situais
    localizacion mapa calle sede`),
    _email: 'email emails correo correos'.split(' '),
    _contacto: 'contacto contactar contactaros contactarme contactaros escribir escribiros escribiros presupuesto presupuestos'.split(' '),
    _respuesta: words(`responder respondeis respondemos responden responde respondo respuesta respuestas contestar contestais
    contestan contesta contestacion responderemos responderan respondera contestaremos contestaran`),
  },
  concepts: {
    whatsapp: ['whatsapp', '_telefono'],
    // A network's name is a subject of its own too: "¿tenéis LinkedIn?" is about our profiles.
    ...Object.fromEntries(['instagram', 'facebook', 'tiktok', 'linkedin'].map((network) => [network, ['_redes', network]])),
  },
  // A visitor's "móvil" may be a mobile tariff or the company's mobile number: it searches both
  // (passages keep the plain word).
  expansions: {
    movil: ['_telefono'],
    moviles: ['_telefono'],
  },
  phrases: [
    ['a que hora', ['_horario']],
    ['que horas', ['_horario']],
    ['como llegar', ['_direccion']],
    ['correo electronico', ['_email']],
    // The afternoon is a time of day, not "tardar" (to take long), whose stem it shares.
    ['por la tarde', ['_horario', '_tarde']],
    ['por las tardes', ['_horario', '_tarde']],
    ['de tarde', ['_horario', '_tarde']],
    ['a la tarde', ['_horario', '_tarde']],
    ['por la manana', ['_horario']],
    ['de la manana', ['_horario']],
    // "¿Qué días atendéis al público?": the opening days.
    ['al publico', ['_horario']],
    ['que dias', ['_horario']],
    ['entre semana', ['_horario']],
    // "¿Cómo hablo con alguien de vuestro equipo?": how to reach a person.
    ...pairs(['hablar con', 'hablo con', 'contactar con'], ['alguien', 'una persona', 'un comercial', 'vosotros', 'alguien de vuestro equipo', 'vuestro equipo'], ['_contacto']),
    ['que dias de la semana', ['_horario']],
    ['dias de la semana', ['_horario']],
    ['por las mananas', ['_horario']],
    ['fin de semana', ['_horario']],
    ['horario de oficina', ['_horario']],
    // "The office's phone" is ours; "telefonía para mi oficina" is the business-telephony offer.
    ...pairs(['telefono', 'numero', 'telefono fijo'], ['de la oficina', 'de vuestra oficina', 'de las oficinas'], ['_telefono']),
    // A first meeting is the site's "primera consulta".
    ['primera reunion', ['primer', 'consult']],
    ['primera cita', ['primer', 'consult']],
    ['primera visita', ['primer', 'consult']],
    ['primera llamada', ['primer', 'consult']],
  ],
  questionKinds: [OWN_PROFILES_QUESTION],
};
