import { company, fullAddress } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { emailLink, mobileLink, pageLink, phoneLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { OWN_PROFILES_QUESTION } from './words';

const c = company;
const [replyPromise, freePromise] = formsCopy.contact.promises;

/** Records: company (contact facts) and forms-copy (contact promises). */
export function contactPassages(): Passage[] {
  // Contacto comes first: it has every way to reach us (form, phone, WhatsApp, e-mail, map), and it
  // is where visitors asking for a number or an address expect to land; the call, chat or mail link follows.
  return [
    {
      id: 'contact-phone',
      topic: 'contacto:telefono',
      title: 'Teléfono de contacto',
      // It says when to call, too.
      keywords: 'llamar teléfono número fijo móvil whatsapp hablar atender horario',
      text: `Puedes llamarnos al ${c.phone.display} o al móvil ${c.mobile.display}, también por WhatsApp, de ${c.hours.label}.`,
      links: [pageLink('/contacto'), phoneLink, mobileLink],
    },
    {
      id: 'contact-whatsapp',
      topic: 'contacto:whatsapp',
      title: 'WhatsApp',
      keywords: 'whatsapp mensaje chat móvil',
      text: `Escríbenos por WhatsApp al ${c.mobile.display}. ${formsCopy.contact.banner.text}`,
      links: [pageLink('/contacto'), mobileLink],
    },
    {
      id: 'contact-email',
      topic: 'contacto:email',
      title: 'Correo electrónico',
      keywords: 'email correo electrónico mail escribir dirección de correo enviar mandar documentos documentación archivos adjuntos',
      text: `Nuestro correo es ${c.email}. ${replyPromise.text}`,
      links: [pageLink('/contacto'), emailLink],
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
      answers: [OWN_PROFILES_QUESTION.id],
    },
  ];
}
