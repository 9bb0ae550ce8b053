import { CV_MAX_BYTES } from '../schemas/lead-rules';
import { leadNotices } from '../api-client/lead-notices';

/** "5 MB", from the one CV limit, so the copy can never disagree with the check. */
const cvMaxMb = `${Math.round(CV_MAX_BYTES / (1024 * 1024))} MB`;

/** Labels, placeholders and hints shared by the contact form and the job application. */
const fields = {
  requiredNote: 'Los campos marcados con * son obligatorios.',
  name: { label: 'Nombre', placeholder: 'Tu nombre y apellidos' },
  email: { label: 'Email', placeholder: 'tu@email.com' },
  phone: { label: 'Teléfono', placeholder: '600 000 000', hint: 'Entre 9 y 11 caracteres: números, +, espacios, paréntesis o guiones.' },
  acceptPolicy: {
    before: 'He leído y acepto la ',
    link: 'política de privacidad',
  },
  // First layer of the data-protection notice (RGPD art. 13); the full text is at /privacidad.
  privacyNotice:
    'Usaremos tus datos solo para responder a tu solicitud. Puedes ejercer tus derechos de acceso, rectificación y supresión escribiéndonos.',
  honeypotLabel: 'No rellenes este campo',
  newTab: '(se abre en una pestaña nueva)',
} as const;

/** SPEC §8: the notices after sending a form (one record for every lead form of the site). */
const notices = leadNotices;

/** The /contacto page. */
const contact = {
  hero: {
    eyebrow: 'Contacto',
    title: 'Hablemos de tu proyecto',
    intro: 'Cuéntanos qué necesitas y te responderemos en menos de 24 horas. La primera consulta es gratuita.',
  },
  infoHeading: 'Datos de contacto',
  info: {
    address: 'Dirección',
    phones: 'Teléfonos',
    phoneLabel: 'Fijo',
    mobileLabel: 'Móvil',
    email: 'Email',
    hours: 'Horario',
  },
  map: {
    heading: 'Dónde estamos',
    // The title an assistive technology reads for the iframe; the company name is appended.
    iframeTitle: 'Mapa de la ubicación de nuestra oficina en Elche',
    placeholderText:
      'El mapa lo ofrece un servicio externo (OpenStreetMap) que puede instalar cookies de terceros. Se muestra si aceptas las cookies o si lo cargas ahora.',
    loadButton: 'Cargar mapa',
    openLarger: 'Ver en OpenStreetMap',
    // Our own drawing of the area, shown until the real map is there (and if it never answers).
    pictureAlt: 'Plano ilustrado de la zona de nuestra oficina en Elche',
    unavailable: 'El mapa de OpenStreetMap no responde ahora mismo. Puedes abrirlo en su web o llegar con la dirección de arriba.',
  },
  socialHeading: 'Síguenos',
  form: {
    heading: 'Envíanos un mensaje',
    intro: 'Rellena el formulario y un consultor se pondrá en contacto contigo.',
    company: { label: 'Empresa', placeholder: 'Nombre de tu empresa' },
    service: { label: 'Servicio de interés', placeholder: 'Selecciona un servicio' },
    message: { label: 'Mensaje', placeholder: 'Cuéntanos brevemente tu proyecto o tu consulta' },
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
  },
  promisesHeading: 'Nuestro compromiso contigo',
  promises: [
    { key: 'reply', title: 'Respuesta en 24 horas', text: 'Respondemos a todas las consultas en menos de 24 horas laborables.' },
    { key: 'free', title: 'Primera consulta gratuita', text: 'Analizamos tu caso sin compromiso y te proponemos la mejor solución.' },
  ],
  banner: {
    title: '¿Prefieres hablar directamente?',
    text: 'Llámanos o escríbenos por WhatsApp y te atendemos al momento en horario de oficina.',
    call: 'Llamar al',
    whatsapp: 'Escribir por WhatsApp',
  },
} as const;

/** The /empleo page. */
const job = {
  hero: {
    eyebrow: 'Trabaja con nosotros',
    title: 'Únete a nuestro equipo',
    intro:
      'Buscamos personas con ganas de aprender y de ayudar a pymes y autónomos a dar el salto digital. Si te apasiona la tecnología, queremos conocerte.',
  },
  why: {
    heading: '¿Por qué trabajar con nosotros?',
    intro: 'Somos un equipo cercano de desarrollo, marketing, sistemas y telecomunicaciones con sede en Elche.',
    points: [
      { key: 'projects', title: 'Proyectos variados', text: 'Webs, software a medida, inteligencia artificial, marketing y telefonía para empresas reales.' },
      { key: 'learning', title: 'Aprendizaje continuo', text: 'Trabajamos con tecnologías actuales y compartimos lo que aprendemos en cada proyecto.' },
      { key: 'team', title: 'Equipo cercano', text: 'Un equipo pequeño donde tus ideas se escuchan y tu trabajo se nota.' },
    ],
  },
  steps: {
    heading: 'Cómo funciona',
    items: [
      'Envía tu candidatura con tu CV.',
      'Revisamos tu perfil con calma.',
      'Si encaja con lo que buscamos, te llamamos para conocerte.',
    ],
  },
  form: {
    heading: 'Envía tu candidatura',
    intro: 'Cuéntanos quién eres y adjunta tu CV.',
    position: { label: 'Puesto', placeholder: 'Selecciona una posición' },
    experience: {
      label: 'Años de experiencia',
      placeholder: 'Selecciona una opción',
      options: { '0-1': '0-1 años', '1-3': '1-3 años', '3-5': '3-5 años', '5-10': '5-10 años', '10+': 'Más de 10 años' },
    },
    company: { label: 'Empresa actual', placeholder: 'Dónde trabajas ahora' },
    message: { label: 'Carta de presentación', placeholder: 'Háblanos de ti, de tu experiencia y de lo que te gustaría hacer' },
    submit: 'Enviar candidatura',
    submitting: 'Enviando candidatura...',
  },
  cv: {
    label: 'Currículum (CV)',
    choose: 'Selecciona tu CV o arrástralo aquí',
    replace: 'Cambiar archivo',
    hint: `PDF, DOC o DOCX. Tamaño máximo ${cvMaxMb}.`,
    selected: 'Archivo seleccionado correctamente',
    remove: 'Quitar archivo',
    tooLarge: `El archivo supera el tamaño máximo de ${cvMaxMb}`,
    wrongType: 'Formato no válido: sube un archivo PDF, DOC o DOCX',
  },
} as const;

/** The telephony request form, in the /telefonia dialog (its tariff and line fields' words are the telephony page's). */
const request = {
  companyName: { label: 'Nombre de la empresa' },
  message: { label: 'Mensaje' },
  submit: 'Enviar',
  submitting: 'Enviando...',
  sendAnother: 'Enviar otra solicitud',
  /** Before the error's own words, inside the dialog (the modal hides the toasts). */
  failure: 'No hemos podido enviar tu solicitud:',
} as const;

/** Instead of a form whose code could not load after a client-side navigation: the e-mail and phone follow these words. */
const unavailable = {
  reload: 'No hemos podido cargar el formulario. Recarga la página para enviarlo, escríbenos a',
  orCall: 'o llámanos al',
} as const;

/** All the Spanish copy of the lead forms (/contacto, /empleo, the /telefonia request), in one place for editors. */
export const formsCopy = { fields, notices, contact, job, request, unavailable } as const;

export type FormsCopy = typeof formsCopy;
