import type { ServicePage } from '../schemas/service';
import { requestInformation, requestQuote, seeProjects } from './actions';

/**
 * The five service pages (SPEC §2 Services links), one record each with everything about the page:
 * its route (path, remote, title and description), its card on /servicios, its hero picture and
 * layout, and its sections. The route table, the /servicios cards, the catalogue's routes, the
 * hero pictures' script and NavegaBot all read these records (see README, "Add a service page").
 * One array rather than a file per page: its order is the order of the cards, the route table and
 * the sitemap, so a new page is one element pasted where it should appear.
 *
 * The SPEC names the pages but not their content; this is what a visitor of an agency's service
 * page expects: what we do, what you get, how we work, the tools, common questions and a call to action.
 */
export const servicePages: readonly ServicePage[] = [
  {
    path: '/web-development',
    remote: 'catalog',
    meta: {
      title: 'Desarrollo Web a medida',
      description: 'Diseño y desarrollo de páginas web, tiendas online y aplicaciones a medida con WordPress, React, Laravel y Node.js, rápidas, seguras y optimizadas para SEO.',
    },
    card: {
      id: 'desarrollo-web',
      icon: 'code',
      title: 'Desarrollo Web',
      subtitle: 'Webs, tiendas online y aplicaciones a medida',
      description:
        'Diseñamos y programamos páginas web, tiendas online y aplicaciones rápidas, seguras y optimizadas para SEO, con WordPress, React, Laravel o Node.js según lo que necesite tu negocio.',
    },
    hero: { image: 'service-web-development', alt: 'Ilustración de una web en construcción: la página, su código y su versión móvil' },
    layout: 'cards',
    eyebrow: 'Desarrollo Web',
    title: 'Desarrollo web y de software a medida',
    intro:
      'Creamos páginas web, tiendas online y aplicaciones que cargan rápido, se ven bien en cualquier pantalla y están pensadas para conseguir clientes, no solo para estar en internet.',
    color: 'blue',
    overview: {
      title: 'Qué hacemos',
      paragraphs: [
        'Empezamos por entender tu negocio: a quién vendes, qué te diferencia y qué quieres que haga una persona cuando llega a tu web. Con eso diseñamos la estructura, los textos y el aspecto, y lo desarrollamos con la tecnología que mejor encaja: WordPress cuando necesitas autonomía para editar, o desarrollo a medida con React, Laravel o Node.js cuando el proyecto lo pide.',
        'Todas nuestras webs se entregan optimizadas para buscadores, adaptadas a móviles, con el aviso legal y la política de cookies en regla y con la analítica configurada para que sepas qué funciona.',
      ],
    },
    offerings: [
      { icon: 'globe', title: 'Webs corporativas', description: 'Presenta tu empresa con una web clara, rápida y fácil de actualizar, con formularios de contacto y SEO local.' },
      { icon: 'package', title: 'Tiendas online', description: 'WooCommerce o PrestaShop con pasarela de pago, gestión de envíos, stock y facturación conectada.' },
      { icon: 'layers', title: 'Aplicaciones web a medida', description: 'Intranets, portales de clientes, reservas o paneles de gestión programados para tu forma de trabajar.' },
      { icon: 'smartphone', title: 'Apps móviles', description: 'Aplicaciones para Android e iOS conectadas con tus sistemas, como nuestro control horario NavegaTime.' },
      { icon: 'refresh', title: 'Rediseño y migraciones', description: 'Modernizamos webs antiguas sin perder posiciones en Google: redirecciones, contenidos y rendimiento.' },
      { icon: 'wrench', title: 'Mantenimiento', description: 'Actualizaciones, copias de seguridad, vigilancia de seguridad y pequeños cambios con un plan mensual.' },
    ],
    deliverables: [
      'Diseño adaptado a móvil, tablet y ordenador',
      'Textos e imágenes optimizados para SEO',
      'Aviso legal, privacidad y cookies conformes al RGPD',
      'Certificado SSL y alojamiento configurado',
      'Google Analytics y Search Console configurados',
      'Formación para que edites tus contenidos',
      'Código y accesos a tu nombre',
    ],
    process: [
      { title: 'Análisis', description: 'Reunión inicial para conocer tu negocio, tus objetivos y tus competidores, y presupuesto cerrado.' },
      { title: 'Diseño', description: 'Propuesta de estructura y diseño visual que revisas y ajustamos antes de programar.' },
      { title: 'Desarrollo', description: 'Programamos por entregas, con una web de pruebas donde ves el avance en todo momento.' },
      { title: 'Publicación y soporte', description: 'Publicamos, comprobamos velocidad y SEO, te formamos y seguimos a tu lado.' },
    ],
    technologies: ['WordPress', 'WooCommerce', 'PrestaShop', 'React', 'Next.js', 'Laravel', 'Node.js', 'PHP', 'MySQL', 'Tailwind CSS'],
    faqs: [
      { question: '¿Cuánto tarda en estar lista una web?', answer: 'Una web corporativa suele estar publicada en tres a seis semanas; una tienda online o una aplicación a medida depende del alcance, y te damos un calendario cerrado con el presupuesto.' },
      { question: '¿Podré modificar la web yo mismo?', answer: 'Sí. Si la web es WordPress te enseñamos a cambiar textos, imágenes y productos; en desarrollos a medida preparamos un panel de administración para lo que necesites editar.' },
      { question: '¿La web será mía?', answer: 'Sí. El dominio, el contenido y los accesos quedan a tu nombre, y te entregamos el código de los desarrollos a medida al finalizar el proyecto.' },
      { question: '¿Puedo pagarla con el Kit Digital?', answer: 'Si tu empresa cumple los requisitos, como Agentes Digitalizadores gestionamos el bono para la solución de sitio web o de comercio electrónico.' },
    ],
    cta: { title: '¿Hablamos de tu web?', text: 'Cuéntanos qué necesitas y te preparamos una propuesta sin compromiso. La primera consulta es gratuita.' },
  },
  {
    path: '/marketing',
    remote: 'catalog',
    meta: {
      title: 'Marketing digital: redes sociales, SEO y SEM',
      description: 'Gestión de redes sociales, posicionamiento SEO y campañas SEM para que tu negocio consiga clientes en internet, con informes claros y objetivos medibles.',
    },
    card: {
      id: 'marketing',
      icon: 'megaphone',
      title: 'Marketing',
      subtitle: 'Redes sociales, SEO y SEM',
      description:
        'Gestionamos tus redes sociales, mejoramos tu posicionamiento en Google y lanzamos campañas de pago con objetivos medibles e informes claros cada mes.',
    },
    hero: { image: 'service-marketing', alt: 'Ilustración de una campaña: gráfico de resultados al alza y una publicación con reacciones en un móvil' },
    layout: 'lead',
    eyebrow: 'Marketing digital',
    title: 'Marketing digital: redes sociales, SEO y SEM',
    intro:
      'Hacemos que los clientes que buscan lo que ofreces te encuentren a ti: en Google, en redes sociales y en campañas de publicidad con un objetivo claro y resultados que puedes medir.',
    color: 'rose',
    overview: {
      title: 'Qué hacemos',
      paragraphs: [
        'Cada plan empieza con un análisis de tu situación: cómo te ven hoy en internet, qué hace tu competencia y qué canales tienen sentido para tu negocio. No todos los negocios necesitan estar en todas partes; preferimos pocos canales bien trabajados.',
        'A partir de ahí gestionamos tus redes sociales, mejoramos tu posicionamiento en buscadores y lanzamos campañas de pago, siempre con un informe mensual en lenguaje claro: qué se ha hecho, qué ha funcionado y qué proponemos cambiar.',
      ],
    },
    offerings: [
      { icon: 'megaphone', title: 'Gestión de redes sociales', description: 'Calendario editorial, diseño de publicaciones, reels e historias y atención a comentarios en Instagram y Facebook.' },
      { icon: 'search', title: 'Posicionamiento SEO', description: 'Auditoría técnica, palabras clave, contenidos y SEO local para aparecer en Google y Google Maps.' },
      { icon: 'target', title: 'Campañas SEM y Social Ads', description: 'Google Ads y Meta Ads con segmentación, seguimiento de conversiones y optimización semanal.' },
      { icon: 'mail', title: 'Email marketing', description: 'Boletines y automatizaciones con Mautic para fidelizar clientes y recuperar ventas.' },
      { icon: 'chart', title: 'Analítica y cuadros de mando', description: 'Google Analytics configurado con objetivos y un panel sencillo para seguir tus resultados.' },
    ],
    deliverables: [
      'Auditoría inicial de tu presencia digital',
      'Plan de contenidos mensual',
      'Diseño de publicaciones y reels',
      'Campañas configuradas con seguimiento de conversiones',
      'Informe mensual de resultados',
      'Reunión de seguimiento periódica',
    ],
    process: [
      { title: 'Diagnóstico', description: 'Analizamos tu web, tus redes, tu ficha de Google y a tu competencia para detectar oportunidades.' },
      { title: 'Estrategia', description: 'Fijamos objetivos medibles, públicos, canales y presupuesto, y te lo presentamos por escrito.' },
      { title: 'Ejecución', description: 'Creamos contenidos, lanzamos campañas y optimizamos cada semana según los datos.' },
      { title: 'Medición', description: 'Informe mensual con resultados y próximos pasos, sin tecnicismos ni permanencias abusivas.' },
    ],
    technologies: ['Google Analytics', 'Google Ads', 'Mautic', 'WordPress', 'Meta Business Suite', 'Search Console'],
    faqs: [
      { question: '¿Cuándo se ven los resultados?', answer: 'Las campañas de pago generan visitas desde el primer día; el SEO y las redes sociales son trabajo de fondo y suelen dar resultados sólidos entre el tercer y el sexto mes.' },
      { question: '¿El presupuesto de publicidad está incluido?', answer: 'No. Nuestra tarifa cubre la gestión; la inversión en Google o Meta la pagas directamente a la plataforma y siempre decides tú el importe.' },
      { question: '¿Tengo que firmar una permanencia larga?', answer: 'No pedimos permanencias largas: trabajamos por meses y te recomendamos un mínimo razonable para que la estrategia pueda dar frutos.' },
      { question: '¿Quién crea las fotos y los textos?', answer: 'Nosotros nos encargamos del diseño y los textos; si lo prefieres, coordinamos una sesión de fotografía de tu negocio o usamos el material que ya tengas.' },
    ],
    cta: { title: '¿Quieres más clientes desde internet?', text: 'Te hacemos un diagnóstico gratuito de tu presencia digital y te proponemos un plan a la medida de tu negocio.' },
  },
  {
    path: '/inteligencia-artificial',
    remote: 'catalog',
    meta: {
      title: 'Inteligencia Artificial y Big Data',
      description: 'Asistentes virtuales, automatización de procesos, análisis de datos y modelos predictivos: inteligencia artificial aplicada a pymes, sin humo y con retorno.',
    },
    card: {
      id: 'inteligencia-artificial',
      icon: 'brain',
      title: 'Inteligencia Artificial',
      subtitle: 'IA aplicada y Big Data',
      description:
        'Asistentes virtuales, automatización de tareas repetitivas, análisis de datos y modelos predictivos que ahorran horas a tu equipo y te ayudan a decidir mejor.',
    },
    hero: { image: 'service-inteligencia-artificial', alt: 'Ilustración de una red neuronal que alimenta la respuesta de un asistente y un gráfico' },
    layout: 'band',
    eyebrow: 'Inteligencia Artificial y Big Data',
    title: 'Inteligencia artificial aplicada a tu empresa',
    intro:
      'Llevamos la inteligencia artificial a tareas concretas de tu día a día: atender consultas, clasificar documentos, anticipar la demanda o encontrar patrones en tus datos. Sin humo y con un retorno que se puede medir.',
    color: 'violet',
    overview: {
      title: 'Qué hacemos',
      paragraphs: [
        'Buscamos contigo los procesos en los que la IA ahorra más tiempo o evita más errores, y empezamos por un piloto pequeño con datos reales. Si funciona, lo integramos con tus herramientas; si no, lo sabrás pronto y sin grandes inversiones.',
        'Trabajamos con modelos de lenguaje, aprendizaje automático y herramientas de análisis de datos, cuidando la privacidad: tus datos se tratan conforme al RGPD y nunca se usan para entrenar modelos de terceros sin tu permiso.',
      ],
    },
    offerings: [
      { icon: 'bot', title: 'Asistentes virtuales', description: 'Chatbots como NavegaBot que responden a tus clientes a cualquier hora con la información de tu empresa.' },
      { icon: 'zap', title: 'Automatización de procesos', description: 'Lectura de facturas y correos, clasificación de documentos y tareas repetitivas resueltas sin intervención.' },
      { icon: 'chart', title: 'Análisis de datos y Big Data', description: 'Unimos los datos de ventas, web y gestión en cuadros de mando que responden a preguntas de negocio.' },
      { icon: 'trending-up', title: 'Modelos predictivos', description: 'Previsión de demanda, detección de clientes en riesgo de abandono y recomendaciones de producto.' },
      { icon: 'lightbulb', title: 'Consultoría y formación', description: 'Te ayudamos a elegir herramientas de IA y formamos a tu equipo para usarlas con seguridad.' },
    ],
    deliverables: [
      'Mapa de procesos con oportunidades de IA',
      'Piloto funcional con tus propios datos',
      'Integración con tu web, CRM o ERP',
      'Panel de seguimiento de resultados',
      'Documentación y formación del equipo',
      'Evaluación de privacidad y protección de datos',
    ],
    process: [
      { title: 'Descubrimiento', description: 'Entrevistas con tu equipo para encontrar las tareas con más potencial de ahorro.' },
      { title: 'Piloto', description: 'Construimos una prueba acotada en pocas semanas y medimos el resultado con datos reales.' },
      { title: 'Integración', description: 'Conectamos la solución con tus sistemas y la ponemos en producción de forma segura.' },
      { title: 'Evolución', description: 'Supervisamos la calidad de las respuestas y mejoramos el modelo con el uso.' },
    ],
    technologies: ['Python', 'Node.js', 'PostgreSQL', 'MongoDB', 'Docker', 'Azure', 'AWS'],
    faqs: [
      { question: '¿La IA es solo para empresas grandes?', answer: 'No. Muchas de las mejoras más rentables son pequeñas: un asistente que responde preguntas frecuentes o un proceso que lee facturas ahorra horas cada semana a una pyme.' },
      { question: '¿Qué pasa con la privacidad de mis datos?', answer: 'Analizamos qué datos intervienen, elegimos proveedores con garantías europeas y firmamos el contrato de encargo de tratamiento que exige el RGPD.' },
      { question: '¿Necesito tener muchos datos?', answer: 'Depende del caso. Los asistentes basados en modelos de lenguaje funcionan con tus documentos actuales; los modelos predictivos necesitan un histórico que revisamos contigo antes de empezar.' },
      { question: '¿Cuánto cuesta un piloto?', answer: 'Te damos un presupuesto cerrado tras la primera reunión; los pilotos están pensados para ser acotados en tiempo y coste.' },
    ],
    cta: { title: '¿Qué tarea te gustaría automatizar?', text: 'Cuéntanoslo y te decimos, sin compromiso, si la inteligencia artificial puede ayudarte y cómo.' },
  },
  {
    path: '/hosting-servidores',
    remote: 'catalog',
    meta: {
      title: 'Hosting web y servidores de correo Zimbra',
      description: 'Alojamiento web gestionado, servidores de correo Zimbra, copias de seguridad y certificados SSL con soporte cercano en español para tu empresa.',
    },
    card: {
      id: 'hosting-correo',
      icon: 'server',
      title: 'Hosting Web & Correo',
      subtitle: 'Alojamiento gestionado y servidores de correo Zimbra',
      description:
        'Alojamos tu web y tu correo corporativo en servidores gestionados con Zimbra, copias de seguridad diarias, certificados SSL y soporte cercano en español.',
    },
    hero: { image: 'service-hosting-servidores', alt: 'Ilustración de un armario de servidores, el correo que sirve y un escudo de seguridad' },
    layout: 'rows',
    eyebrow: 'Hosting Web & Correo',
    title: 'Hosting web y servidores de correo Zimbra',
    intro:
      'Alojamos tu web y tu correo corporativo en servidores gestionados por nuestro equipo, con copias de seguridad, certificados SSL y un soporte que responde en español y conoce tu instalación.',
    color: 'cyan',
    overview: {
      title: 'Qué hacemos',
      paragraphs: [
        'Nos ocupamos de la parte técnica para que tú no tengas que hacerlo: configuramos el servidor, el dominio, los certificados y el correo, vigilamos que todo funcione y aplicamos las actualizaciones de seguridad.',
        'Para el correo corporativo usamos Zimbra, una plataforma profesional con correo web, calendarios y contactos compartidos y sincronización con el móvil, alojada en servidores europeos y con tus datos bajo control.',
      ],
    },
    offerings: [
      { icon: 'server', title: 'Hosting web gestionado', description: 'Alojamiento optimizado para WordPress y aplicaciones PHP o Node.js, con recursos dedicados según tu tráfico.' },
      { icon: 'mail', title: 'Correo corporativo Zimbra', description: 'Buzones con tu dominio, calendarios y contactos compartidos, correo web y sincronización con el móvil.' },
      { icon: 'database', title: 'Copias de seguridad', description: 'Copias diarias automáticas y restauración cuando la necesites, con conservación limitada y cifrada.' },
      { icon: 'lock', title: 'Seguridad y SSL', description: 'Certificados SSL, cortafuegos, filtros antispam y antivirus, y vigilancia de accesos sospechosos.' },
      { icon: 'cloud', title: 'Servidores y nube', description: 'Servidores privados virtuales y despliegues en AWS o Azure con Docker, Nginx o Apache.' },
      { icon: 'refresh', title: 'Migraciones sin cortes', description: 'Traemos tu web y tu correo desde tu proveedor actual sin perder mensajes ni tener la web caída.' },
    ],
    deliverables: [
      'Alta y configuración del dominio y los DNS',
      'Certificado SSL instalado y renovado automáticamente',
      'Buzones de correo Zimbra con tu dominio',
      'Copias de seguridad diarias',
      'Monitorización de disponibilidad',
      'Soporte técnico en español',
    ],
    process: [
      { title: 'Estudio', description: 'Revisamos tu web, tus buzones y tu tráfico para dimensionar el servicio que necesitas.' },
      { title: 'Preparación', description: 'Configuramos servidor, correo, seguridad y copias antes de tocar nada de lo que ya funciona.' },
      { title: 'Migración', description: 'Movemos web y correo en el momento de menos actividad y comprobamos que todo llega.' },
      { title: 'Mantenimiento', description: 'Vigilancia, actualizaciones y soporte continuo mientras dure el servicio.' },
    ],
    technologies: ['Linux', 'Apache', 'Nginx', 'Docker', 'AWS', 'Azure', 'MySQL', 'Zimbra'],
    faqs: [
      { question: '¿Puedo mantener mi dominio actual?', answer: 'Sí. Puedes mantenerlo donde está y solo cambiamos los DNS, o lo transferimos para que lo gestionemos junto al resto del servicio.' },
      { question: '¿Perderé correos durante la migración?', answer: 'No. Copiamos el contenido de los buzones antes del cambio y sincronizamos los mensajes que lleguen durante la migración.' },
      { question: '¿Funciona Zimbra con Outlook y con el móvil?', answer: 'Sí. Zimbra funciona con Outlook, Thunderbird y las aplicaciones de correo de Android e iOS, y también desde el navegador.' },
      { question: '¿Qué pasa si la web se cae?', answer: 'Nuestra monitorización nos avisa y actuamos sin esperar a que nos llames; si necesitas algo, el soporte responde en horario de oficina.' },
    ],
    cta: { title: '¿Tu web o tu correo te dan problemas?', text: 'Te revisamos gratis la configuración actual y te proponemos un alojamiento gestionado a tu medida.' },
  },
  {
    path: '/saas-product',
    remote: 'catalog',
    meta: {
      title: 'Productos SaaS: control horario y facturación',
      description: 'Software como servicio para empresas: control horario con fichaje desde el móvil y facturación electrónica con contabilidad simplificada y envío a Hacienda.',
    },
    card: {
      id: 'saas',
      icon: 'cloud',
      title: 'Productos como servicio',
      subtitle: 'SaaS: control horario y facturación electrónica',
      description:
        'Software en la nube listo para usar: control horario con fichaje desde el móvil y facturación electrónica con contabilidad simplificada y envío automático a Hacienda.',
    },
    hero: { image: 'service-saas-product', alt: 'Ilustración del panel de facturación y del reloj de control horario en un móvil' },
    layout: 'beside',
    eyebrow: 'Productos como servicio',
    title: 'Productos SaaS: control horario y facturación electrónica',
    intro:
      'Software en la nube desarrollado por nuestro equipo, listo para usar desde el primer día: pagas una cuota, accedes desde cualquier dispositivo y nosotros nos ocupamos de las actualizaciones, la seguridad y las copias.',
    color: 'emerald',
    overview: {
      title: 'Qué hacemos',
      paragraphs: [
        'Hemos convertido en producto lo que más nos pedían los clientes: cumplir el registro de jornada sin papeles y facturar electrónicamente sin complicaciones. Son aplicaciones propias, así que las adaptamos y las integramos con tus sistemas cuando hace falta.',
        'Te acompañamos en la puesta en marcha: damos de alta a tu equipo, importamos tus datos, configuramos el producto a tu medida y te formamos. El soporte lo da el mismo equipo que lo desarrolla.',
      ],
    },
    offerings: [
      { icon: 'clock', title: 'Control horario NavegaTime', description: 'Fichaje desde móvil, tablet u ordenador con geolocalización, vacaciones, ausencias e informes exportables.' },
      { icon: 'receipt', title: 'Facturación electrónica', description: 'Facturas electrónicas, contabilidad simplificada, control de stock y envío automático a la Agencia Tributaria.' },
      { icon: 'chart', title: 'Informes automáticos', description: 'Informes semanales por correo y cuadros de mando financieros y de presencia siempre al día.' },
      { icon: 'layers', title: 'Integraciones', description: 'Conexión con nóminas, contabilidad, CRM o tu web para no teclear los datos dos veces.' },
    ],
    deliverables: [
      'Alta de la empresa y de tu equipo',
      'Importación de clientes, productos o trabajadores',
      'Configuración de centros, horarios y series de facturación',
      'Formación para administradores y usuarios',
      'Actualizaciones y copias de seguridad incluidas',
      'Soporte del equipo de desarrollo',
    ],
    process: [
      { title: 'Demostración', description: 'Te enseñamos el producto con casos como el tuyo y resolvemos tus dudas.' },
      { title: 'Puesta en marcha', description: 'Configuramos la cuenta, importamos tus datos y damos de alta a los usuarios.' },
      { title: 'Formación', description: 'Sesiones cortas para administradores y trabajadores, con guías de uso.' },
      { title: 'Acompañamiento', description: 'Soporte y mejoras continuas; tus sugerencias entran en la hoja de ruta.' },
    ],
    technologies: ['React', 'Node.js', 'Laravel', 'PostgreSQL', 'MySQL', 'AWS', 'Docker'],
    faqs: [
      { question: '¿El control horario cumple la ley?', answer: 'Sí. NavegaTime registra el inicio y el fin de cada jornada como exige el Real Decreto-ley 8/2019, conserva los registros y trata los datos conforme al RGPD y la LOPDGDD.' },
      { question: '¿Hay versión gratuita?', answer: 'NavegaTime tiene una versión gratuita y versiones básica, media, business y personalizada según el tamaño de tu equipo y las funciones que necesites.' },
      { question: '¿Puedo dejar de usarlo cuando quiera?', answer: 'Sí. Es un servicio por suscripción y puedes exportar tus datos en cualquier momento, también al darte de baja.' },
      { question: '¿Se puede contratar con el Kit Digital?', answer: 'La facturación electrónica puede encajar en la solución de factura electrónica del Kit Digital; te decimos si tu empresa cumple los requisitos.' },
    ],
    cta: { title: '¿Quieres verlos funcionando?', text: 'Pide una demostración gratuita y te enseñamos el control horario y la facturación con casos como el tuyo.' },
  },
];

/*
 * What every service page shows around its record's sections. Keyed by the record's own field
 * names, which the page's bundle already holds (the service pages have 0.1 KB of first-load room).
 */

/** The headings of the sections every service page has, over the record's fields of the same names. */
export const servicePageHeadings = {
  /** Only the 'band' layout heads its offers. */
  offerings: 'Cómo te ayudamos',
  deliverables: 'Qué incluye',
  process: 'Cómo trabajamos',
  technologies: { eyebrow: 'Tecnologías', title: 'Herramientas con las que trabajamos' },
  faqs: { eyebrow: 'Preguntas frecuentes', title: 'Lo que suelen preguntarnos' },
} as const;

/** The buttons of every service page: the hero's two, and the closing call's (its title and text are the record's). */
export const servicePageActions = {
  hero: { primary: requestInformation, secondary: seeProjects },
  cta: { primary: requestQuote, secondary: { label: 'Ver todos los servicios', to: '/servicios' } },
} as const;

/** The service page body for a path, if that path is a service page. */
export function findServicePage(path: string): ServicePage | undefined {
  return servicePages.find((p) => p.path === path);
}
