import type { About } from '../schemas/about';
import { company } from './company';
import { technologies } from './technologies';

/**
 * The facts of /nosotros (SPEC §2 About). Figures are only those the SPEC or the company record
 * support: +100 businesses digitalised (Kit Digital claim), working since 2000 (foundedYear),
 * reply within 24 hours (contact page) and the technology showcase's size.
 */
export const about: About = {
  intro: `Somos ${company.name}, una consultora tecnológica de ${company.address.city} que desde ${company.foundedYear} ayuda a pymes, autónomos y particulares a sacar partido a la tecnología: software, webs, marketing, sistemas y telefonía con un mismo equipo.`,
  mission: {
    title: 'Nuestra misión',
    paragraphs: [
      'Hacer que la digitalización sea sencilla y rentable para cualquier negocio, por pequeño que sea. Traducimos la tecnología a resultados concretos: más clientes, menos tareas repetitivas y una empresa mejor preparada para crecer.',
      'Lo hacemos desde la cercanía: hablamos claro, damos presupuestos cerrados y seguimos al lado del cliente cuando el proyecto ya está entregado.',
    ],
  },
  vision: {
    title: 'Nuestra visión',
    text: 'Ser el socio tecnológico de referencia de las empresas de la provincia de Alicante, combinando el trato de una empresa local con el conocimiento técnico de una gran consultora.',
  },
  values: [
    { icon: 'heart', title: 'Cercanía', description: 'Un interlocutor que conoce tu negocio y te atiende en persona, por teléfono o por WhatsApp.' },
    { icon: 'handshake', title: 'Transparencia', description: 'Presupuestos cerrados, plazos realistas y explicaciones sin tecnicismos innecesarios.' },
    { icon: 'target', title: 'Orientación a resultados', description: 'Medimos lo que hacemos y ajustamos el rumbo para que tu inversión rinda.' },
    { icon: 'lightbulb', title: 'Innovación útil', description: 'Adoptamos tecnología nueva cuando resuelve un problema real, no por moda.' },
    { icon: 'shield', title: 'Seguridad y privacidad', description: 'Protegemos tus datos y los de tus clientes como si fueran nuestros.' },
  ],
  figures: [
    { value: `+${company.businessesDigitalised}`, label: 'empresas digitalizadas' },
    // Working since 2000 (foundedYear; the timeline runs to 2024): more than twenty years.
    { value: '+20', label: 'años de experiencia' },
    { value: '24 h', label: 'para responder a tu consulta' },
    { value: String(technologies.length), label: 'tecnologías en nuestro día a día' },
  ],
  timeline: [
    { year: 2000, title: 'Nacemos en Elche', description: 'Empezamos como consultoría informática: mantenimiento de equipos, redes y soporte para pequeñas empresas de la comarca.' },
    { year: 2005, title: 'Primeras webs y aplicaciones', description: 'Sumamos el desarrollo web y las primeras aplicaciones a medida para gestionar pedidos, clientes y almacenes.' },
    { year: 2010, title: 'Hosting y correo corporativo', description: 'Ponemos en marcha nuestro servicio de alojamiento gestionado y de correo corporativo con servidores Zimbra.' },
    { year: 2015, title: 'Telefonía para empresas', description: 'Incorporamos la telefonía fija y móvil para empresas y autónomos, con asesoramiento y gestión de incidencias.' },
    { year: 2018, title: 'Marketing digital', description: 'Creamos el área de marketing: redes sociales, posicionamiento SEO y campañas de publicidad en buscadores.' },
    { year: 2022, title: 'Agentes Digitalizadores', description: 'Nos adherimos al programa Kit Digital como Agente Digitalizador y gestionamos las ayudas de nuestros clientes.' },
    { year: 2023, title: 'Lanzamos NavegaTime', description: 'Convertimos nuestro software de registro de jornada en un producto SaaS de control horario para cualquier empresa.' },
    { year: 2024, title: 'Inteligencia artificial y facturación', description: 'Presentamos NavegaBot, nuestro asistente virtual, y nuestra solución de facturación electrónica en la nube.' },
  ],
};

/**
 * The people and the place on /nosotros (issue 36: a firm dating from 2000 showed neither): the
 * team at work in the Elche office, an illustration screenshotted by
 * tools/images/project-pictures.js (`<name>-400.webp`, `-800.webp`, 800 × 500).
 */
export const aboutPicture = {
  name: 'equipo-oficina',
  alt: `Ilustración del equipo de ${company.name} trabajando en la oficina de ${company.address.city}, con palmeras al otro lado de la ventana`,
  width: 800,
  height: 500,
} as const;
