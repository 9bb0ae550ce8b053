import { company, fullAddress } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { JOB_POSITIONS, CV_EXTENSIONS } from '@site/shared/schemas/lead-rules';
import { listEs, lowerFirst } from './format';
import { emailLink, mobileLink, pageLink, phoneLink } from './links';
import type { Passage } from './types';

const c = company;
const [replyPromise, freePromise] = formsCopy.contact.promises;

/** Records: company (contact facts) and forms-copy (contact promises, job application). */
export function contactPassages(): Passage[] {
  return [
    {
      id: 'contact-phone',
      topic: 'contacto:telefono',
      title: 'Teléfono de contacto',
      // It says when to call, too.
      keywords: 'llamar teléfono número fijo móvil whatsapp hablar atender horario',
      text: `Puedes llamarnos al ${c.phone.display} o al móvil ${c.mobile.display}, también por WhatsApp, de ${c.hours.label}.`,
      links: [phoneLink, mobileLink, pageLink('/contacto')],
    },
    {
      id: 'contact-whatsapp',
      topic: 'contacto:whatsapp',
      title: 'WhatsApp',
      keywords: 'whatsapp mensaje chat móvil',
      text: `Escríbenos por WhatsApp al ${c.mobile.display}. ${formsCopy.contact.banner.text}`,
      links: [mobileLink, pageLink('/contacto')],
    },
    {
      id: 'contact-email',
      topic: 'contacto:email',
      title: 'Correo electrónico',
      keywords: 'email correo electrónico mail escribir dirección de correo',
      text: `Nuestro correo es ${c.email}. ${replyPromise.text}`,
      links: [emailLink, pageLink('/contacto')],
    },
    {
      id: 'contact-address',
      topic: 'contacto:direccion',
      title: 'Dirección de la oficina',
      keywords: `dirección dónde estáis oficina ubicación mapa visitar sede calle código postal ciudad provincia ${c.address.city} ${c.address.province}`,
      text: `Estamos en ${fullAddress}. Puedes visitarnos de ${c.hours.label}; en Contacto tienes el mapa.`,
      links: [pageLink('/contacto', 'Ver el mapa en Contacto'), phoneLink],
    },
    {
      // Who the company is on paper: visitors ask for the CIF to invoice or check us.
      id: 'contact-identity',
      topic: 'contacto:datos-fiscales',
      title: 'Datos fiscales de la empresa',
      keywords: 'cif nif razón social datos fiscales titular sociedad',
      text: `${c.legalName}, con CIF ${c.taxId} y domicilio en ${fullAddress}. Los encontrarás en el aviso legal.`,
      links: [pageLink('/terminos')],
    },
    {
      id: 'contact-map',
      topic: 'contacto:mapa',
      title: formsCopy.contact.map.heading,
      keywords: 'mapa openstreetmap cookies terceros cargar',
      text: formsCopy.contact.map.placeholderText,
      links: [pageLink('/contacto', 'Ver el mapa en Contacto'), pageLink('/cookies')],
      weight: 0.7,
    },
    {
      id: 'contact-hours',
      topic: 'contacto:horario',
      title: 'Horario de atención',
      keywords: 'horario hora abierto abrís cerráis atención lunes viernes mañana tarde sábado',
      text: `Nuestro horario es de ${c.hours.label}. Fuera de ese horario puedes escribirnos desde Contacto o a ${c.email}.`,
      links: [pageLink('/contacto'), phoneLink],
    },
    {
      id: 'contact-form',
      topic: 'contacto:formulario',
      title: 'Contactar y pedir presupuesto',
      keywords: 'contacto contactar presupuesto formulario mensaje consulta escribir oferta propuesta',
      text: `${formsCopy.contact.hero.intro} ${formsCopy.contact.form.intro} Escríbenos desde Contacto o llámanos al ${c.phone.display}.`,
      links: [pageLink('/contacto'), phoneLink],
    },
    {
      id: 'contact-reply',
      topic: 'contacto:respuesta',
      title: replyPromise.title,
      keywords: 'cuánto tardáis responder respuesta contestar plazo horas mensaje consulta formulario',
      text: `${replyPromise.text} ${c.hours.label}.`,
      links: [pageLink('/contacto')],
    },
    {
      id: 'contact-free',
      topic: 'contacto:gratis',
      title: freePromise.title,
      keywords: 'primera consulta gratis gratuita sin compromiso asesoramiento cobráis',
      text: `${freePromise.title}: ${freePromise.text}`,
      links: [pageLink('/contacto')],
    },
    {
      id: 'contact-social',
      topic: 'contacto:redes',
      title: 'Nuestras redes sociales',
      keywords: 'síguenos seguiros vuestras redes perfiles',
      text: `Estamos en LinkedIn, Facebook e Instagram: encontrarás los enlaces en Contacto y al pie de cada página.`,
      links: [pageLink('/contacto')],
      // Our own profiles; a question about social media for a business is the marketing service.
      weight: 0.7,
    },
    {
      id: 'job-apply',
      topic: 'empleo',
      title: `Trabaja con nosotros: ${formsCopy.job.hero.title}`,
      keywords: `trabajo empleo trabajar currículum cv candidatura vacantes ofertas enviar proceso selección entrevista ${JOB_POSITIONS.map((p) => p.label).join(' ')}`,
      text: `Para trabajar con nosotros, envía una ${JOB_POSITIONS[0].label.toLowerCase()} con tu CV desde Trabaja con nosotros (${formsCopy.job.cv.hint}) ${formsCopy.job.steps.items.slice(1).join(' ')}`,
      links: [pageLink('/empleo')],
    },
    {
      id: 'job-why',
      topic: 'empleo:equipo',
      title: formsCopy.job.why.heading,
      // Profiles a candidate names for the team's areas; only words that mean a job applicant
      // ("técnico" or "experiencia" would also catch questions about support or our track record).
      keywords: `${formsCopy.job.hero.title} equipo programador programadora desarrollador desarrolladora diseñador diseñadora junior senior`,
      text: `${formsCopy.job.why.intro} ${formsCopy.job.why.points.map((p) => `${p.title}: ${p.text}`).join(' ')} ${formsCopy.job.hero.intro}`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
    {
      id: 'job-form',
      topic: 'empleo:candidatura',
      title: formsCopy.job.form.heading,
      keywords: `candidatura formulario experiencia años ${formsCopy.job.form.experience.label}`,
      // What the application asks: the years of experience are a choice, none is required.
      text: `${formsCopy.job.form.intro} ${formsCopy.job.form.experience.label}: ${listEs(Object.values(formsCopy.job.form.experience.options))}. ${formsCopy.job.form.message.label}: ${lowerFirst(formsCopy.job.form.message.placeholder)}.`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
    {
      id: 'job-cv',
      topic: 'empleo:cv',
      title: formsCopy.job.cv.label,
      keywords: `formato tamaño adjuntar archivo subir ${CV_EXTENSIONS.join(' ')}`,
      text: `Adjunta tu CV a la candidatura en Trabaja con nosotros: ${formsCopy.job.cv.hint}`,
      links: [pageLink('/empleo')],
      weight: 0.8,
    },
  ];
}

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
