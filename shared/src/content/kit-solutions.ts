// Type-only imports: the schemas (and zod) stay out of the browser bundles that read this content.
import type { KitPhase, KitSolution } from '../schemas/kit-digital';
import { kitSegmentIvNote, months } from './kit-digital-copy';

// Payment phases of the solutions the SPEC gives "70 % / 30 %" for.
const twoPhases: KitPhase[] = [
  { title: 'Primera fase', percent: 70, description: 'Implantación de la solución: instalación, configuración y alta de usuarios o dispositivos.' },
  { title: 'Segunda fase', percent: 30, description: `Prestación del servicio durante el resto de los ${months} meses, con soporte y actualizaciones.` },
];

/**
 * The twelve Kit Digital solutions, in SPEC §3 order, one record each with everything about it: its
 * page (path, remote, title and description, sections), its card on the agent and overview pages,
 * its picture and its amount in the agent page's aid dialog. The route table, the remote's routes,
 * the slugs and categories, the aid dialog's rows and NavegaBot all read these records (see
 * README, "Add a Kit solution"). One array rather than a file per solution: its order is the order
 * of the cards, the dialog, the route table and the sitemap, so a new solution is one element
 * pasted where it should appear.
 */
// Annotated (not only `satisfies`) so readers such as NavegaBot's index see the schema type,
// not a union of each record's literal shape.
export const kitSolutions: KitSolution[] = [
  {
    slug: 'website',
    path: '/kit/website',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Sitio web y presencia básica',
      description: 'Solución de sitio web y presencia básica en internet del Kit Digital: web de 3 a 10 páginas, hosting un año y mantenimiento, con ayuda de 2.000 €.',
    },
    category: 'Sitio Web y Presencia básica en Internet',
    shortName: 'Sitio web',
    icon: 'globe',
    description: 'Una web profesional, rápida y adaptada al móvil para que tus clientes te encuentren en internet.',
    includes: ['Web de 3 a 10 páginas', 'Hosting durante 1 año con 10GB', 'Diseño adaptable a móviles', '12 meses de mantenimiento'],
    intro:
      'Diseñamos y publicamos la web de tu negocio: de 3 a 10 páginas, adaptada a móviles, con alojamiento durante un año y mantenimiento durante 12 meses.',
    services: [
      { title: 'Diseño de la web', description: 'De 3 a 10 páginas o secciones con un diseño a la medida de tu marca y de tu actividad.' },
      { title: 'Diseño adaptable', description: 'Se ve y funciona bien en móviles, tabletas y ordenadores.' },
      { title: 'Alojamiento web', description: 'Hosting durante 1 año con 10GB de espacio para tu web.' },
      { title: 'Imágenes optimizadas', description: 'Hasta 10 imágenes preparadas para cargar rápido sin perder calidad.' },
      { title: 'Posicionamiento básico', description: 'SEO básico y datos de tu negocio en los principales buscadores para que te encuentren.' },
      { title: 'Web autogestionable', description: 'Un panel sencillo para actualizar textos e imágenes sin depender de nadie.' },
      { title: 'Mantenimiento', description: '12 meses de mantenimiento, copias de seguridad y actualizaciones.' },
    ],
    highlights: ['De 3 a 10 páginas', 'Hosting 1 año con 10GB', 'Hasta 10 imágenes', '12 meses de mantenimiento'],
    aidRows: [{ employees: 'De 0 a 49 empleados', segments: ['III', 'II', 'I'], amount: '2.000 €', euros: 2000 }],
    agentAid: '2.000 €',
    notes: [],
    months: 12,
    image: { base: 'website', alt: 'Ilustración de una página web que se adapta al ordenador y al móvil' },
    pitch: {
      title: '¿Listo para tener tu web profesional?',
      text: 'Cuéntanos cómo es tu negocio y te proponemos la estructura de tu web, los plazos y cómo encaja en las ayudas a la digitalización.',
    },
  },
  {
    slug: 'ecommerce',
    path: '/kit/ecommerce',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Comercio electrónico',
      description: 'Tienda online con el Kit Digital: catálogo de hasta 100 productos, pasarela de pago y envíos, con una ayuda de 2.000 € para tu negocio.',
    },
    category: 'Comercio electrónico',
    shortName: 'Tienda online',
    icon: 'shopping-cart',
    description: 'Tu tienda online lista para vender: catálogo, pagos y envíos integrados y gestionables desde un panel.',
    includes: ['Alta de hasta 100 productos vía CSV', 'Métodos de pago configurados', 'Gestión de envíos', 'Diseño adaptable a móviles'],
    intro:
      'Creamos tu tienda online con el catálogo cargado, los métodos de pago y de envío configurados y un panel para gestionar tus pedidos desde el primer día.',
    services: [
      { title: 'Creación de la tienda', description: 'Diseño de la tienda online con tu imagen de marca, páginas de producto y carrito de compra.' },
      { title: 'Catálogo de productos', description: 'Alta de hasta 100 productos mediante un fichero CSV, con fotos, descripciones y precios.' },
      { title: 'Métodos de pago', description: 'Pasarela de pago configurada para cobrar con tarjeta y otros medios habituales.' },
      { title: 'Envíos y logística', description: 'Zonas, tarifas y formas de envío o de recogida en tienda.' },
      { title: 'Posicionamiento básico', description: 'SEO básico de las fichas de producto para que los buscadores las encuentren.' },
      { title: 'Tienda autogestionable', description: 'Gestiona productos, existencias y pedidos desde un panel sencillo.' },
    ],
    highlights: ['Hasta 100 productos vía CSV', 'Pagos y envíos configurados', '12 meses de servicio'],
    // The SPEC gives one amount for this solution, without segments: the programme's 0-49 employees.
    aidRows: [{ employees: 'De 0 a 49 empleados', segments: ['III', 'II', 'I'], amount: '2.000 €', euros: 2000 }],
    agentAid: '2.000 €',
    notes: [],
    months: 12,
    image: { base: 'ecommerce', alt: 'Ilustración de una tienda online con carrito de compra y fichas de producto' },
    pitch: {
      title: '¿Quieres empezar a vender en internet?',
      text: 'Te ayudamos a preparar el catálogo, elegir los métodos de pago y envío y poner tu tienda en marcha.',
    },
  },
  {
    slug: 'social-media',
    path: '/kit/social-media',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Gestión de redes sociales',
      description: 'Gestión de redes sociales con el Kit Digital: plan de social media y publicaciones mensuales, con ayudas de 2.000 € a 2.500 € según tu segmento.',
    },
    category: 'Gestión de Redes Sociales',
    shortName: 'Redes sociales',
    icon: 'share',
    description: 'Un plan de social media y publicaciones cada mes para que tu marca esté activa y conecte con tus clientes.',
    includes: ['Plan de social media', 'Entre 4 y 8 publicaciones al mes', 'Monitorización de redes', '12 meses de servicio'],
    intro:
      'Nos ocupamos de tus redes sociales durante 12 meses: una estrategia a la medida de tu negocio, contenidos cada mes y resultados medidos para mejorar.',
    services: [
      { title: 'Plan de social media', description: 'Estrategia alineada con tu negocio: público, tono, canales y calendario de publicaciones.' },
      { title: 'Optimización del perfil', description: 'Puesta a punto de tu perfil: imagen, descripción, enlaces y datos de contacto.' },
      { title: 'Gestión de la red social', description: 'Administración de la red social que mejor encaja con tu público.' },
      { title: 'Publicaciones mensuales', description: 'Entre 4 y 8 publicaciones al mes, diseñadas y redactadas por nuestro equipo.' },
      { title: 'Monitorización', description: 'Seguimiento de comentarios, menciones y métricas con informes periódicos.' },
    ],
    highlights: ['Entre 4 y 8 publicaciones al mes', '12 meses de servicio', 'Informes de resultados'],
    // The SPEC also lists "from 12,000 euros/year" for this page. Next to a 2.000-2.500 € aid for
    // a 12-month service it cannot be read as a price or an aid, so it is left out rather than guessed.
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '2.000 €', euros: 2000 },
      { employees: 'De 3 a 49 empleados', segments: ['II', 'I'], amount: '2.500 €', euros: 2500 },
    ],
    agentAid: '2.000 €',
    notes: [],
    months: 12,
    image: { base: 'social-media', alt: 'Ilustración de publicaciones en redes sociales con reacciones y estadísticas' },
    pitch: {
      title: '¿Tus redes no despegan?',
      text: 'Te proponemos un plan de contenidos realista para tu negocio y nos encargamos de publicarlo y medirlo cada mes.',
    },
  },
  {
    slug: 'crm',
    path: '/kit/crm',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Gestión de clientes (CRM)',
      description: 'CRM con el Kit Digital: gestión de clientes, oportunidades y acciones comerciales, con ayudas de 2.000 € a 4.000 € según el tamaño de la empresa.',
    },
    category: 'Gestión de Clientes (CRM)',
    shortName: 'CRM',
    icon: 'contact',
    description: 'Reúne clientes, oportunidades y acciones comerciales en un CRM para vender más y no perder ningún contacto.',
    includes: ['Gestión de clientes y contactos', 'Oportunidades y embudo de ventas', 'Tareas y alertas comerciales', 'Informes de seguimiento'],
    intro:
      'Implantamos un CRM adaptado a tu forma de vender: la información de tus clientes, tus oportunidades y tus acciones comerciales en un solo lugar, desde cualquier dispositivo.',
    services: [
      { title: 'Gestión de clientes', description: 'Una ficha por cliente con el historial de contactos, documentos y notas.' },
      { title: 'Gestión de oportunidades', description: 'Embudo de ventas con el estado de cada oportunidad y su previsión.' },
      { title: 'Acciones comerciales', description: 'Llamadas, visitas y tareas con alertas para no olvidar ningún seguimiento.' },
      { title: 'Informes y planificación', description: 'Informes de seguimiento comercial y objetivos del equipo.' },
      { title: 'Acceso desde el móvil', description: 'Consulta y actualiza el CRM desde el móvil o la tableta.' },
      { title: 'Integración', description: 'Conexión con otras herramientas de tu negocio, como la web o la facturación.' },
    ],
    highlights: ['1 usuario en empresas de 0 a 2 empleados', 'Implantación y formación incluidas', '12 meses de servicio'],
    // As for social media, the SPEC's "from 12,000 euros" line is left out: it matches no price or aid here.
    aidRows: [
      { employees: 'De 0 a 9 empleados', segments: ['III', 'II'], amount: '2.000 €', euros: 2000 },
      { employees: 'De 10 a 49 empleados', segments: ['I'], amount: '4.000 €', euros: 4000 },
    ],
    agentAid: '2.000 € (1 usuario)',
    notes: ['En las empresas de 0 a 2 empleados la ayuda cubre 1 usuario.'],
    months: 12,
    image: { base: 'crm', alt: 'Ilustración de un CRM con fichas de clientes y un embudo de ventas' },
    pitch: {
      title: '¿Cuántas oportunidades se te escapan?',
      text: 'Te enseñamos cómo quedaría tu proceso comercial en un CRM y te acompañamos en la puesta en marcha.',
    },
  },
  {
    slug: 'intelligence',
    path: '/kit/intelligence',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Business Intelligence',
      description: 'Business Intelligence y analítica con el Kit Digital: cuadros de mando e informes para decidir con datos, con ayuda de 1.500 € para microempresas.',
    },
    category: 'Business Intelligence y Analítica',
    shortName: 'Business Intelligence',
    icon: 'chart',
    description: 'Cuadros de mando e informes que reúnen los datos de tu negocio para decidir con información y no a ciegas.',
    includes: ['Integración de datos de varias fuentes', 'Cuadros de mando visuales', 'Informes y alertas', 'Almacenamiento de datos'],
    intro:
      'Conectamos los datos de tus ventas, tus clientes y tus operaciones en cuadros de mando claros para que veas de un vistazo cómo va tu negocio y tomes mejores decisiones.',
    services: [
      { title: 'Integración de datos', description: 'Reunimos la información de tu facturación, tu tienda online, tus hojas de cálculo y otras fuentes.' },
      { title: 'Cuadros de mando', description: 'Paneles visuales con los indicadores clave de tu negocio.' },
      { title: 'Informes y alertas', description: 'Informes periódicos y avisos cuando un indicador se desvía de lo previsto.' },
      { title: 'Almacenamiento de datos', description: 'Tus datos ordenados y protegidos en un mismo lugar.' },
      { title: 'Formación', description: 'Te enseñamos a leer los cuadros de mando y a sacarles partido.' },
    ],
    highlights: ['1 usuario en empresas de 0 a 2 empleados', '12 meses de servicio'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '1.500 €', euros: 1500, detail: '1 usuario' },
      // The SPEC gives this solution's amount only for 0-2 employees.
      { employees: 'De 3 a 49 empleados', segments: ['II', 'I'], amount: 'Consúltanos', euros: null },
    ],
    agentAid: '1.500 € (1 usuario)',
    notes: ['La cuantía para empresas de 3 a 49 empleados depende del segmento: consúltanos y te la confirmamos.'],
    months: 12,
    image: { base: 'intelligence', alt: 'Ilustración de un cuadro de mando con gráficos de barras y de líneas' },
    pitch: {
      title: '¿Tus datos te ayudan a decidir?',
      text: 'Te mostramos qué indicadores puedes seguir con los datos que ya tienes y cómo verlos en un solo panel.',
    },
  },
  {
    // The SPEC mentions two near-identical variants of this page; the site has one.
    slug: 'management',
    path: '/kit/management',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Gestión de procesos',
      description: 'Gestión de procesos con el Kit Digital: digitaliza operaciones, contabilidad y recursos, con ayudas de 2.000 € a 6.000 € según tu segmento.',
    },
    category: 'Gestión de Procesos',
    shortName: 'Gestión de procesos',
    icon: 'workflow',
    description: 'Digitaliza y automatiza los procesos de tu empresa: contabilidad, inventario, compras, proyectos o recursos humanos.',
    includes: ['Contabilidad y finanzas', 'Inventario, compras y pagos', 'Proyectos y recursos humanos', 'Integración con otras soluciones'],
    intro:
      'Digitalizamos y automatizamos los procesos clave de tu negocio con una herramienta de gestión adaptada a tu actividad, para ahorrar tiempo y reducir errores.',
    services: [
      { title: 'Contabilidad y finanzas', description: 'Cuentas, cobros, pagos y tesorería sin hojas de cálculo sueltas.' },
      { title: 'Facturación', description: 'Emisión y seguimiento de facturas conectados con la contabilidad.' },
      { title: 'Inventario', description: 'Control de existencias, entradas y salidas al momento.' },
      { title: 'Compras y pagos', description: 'Pedidos a proveedores, aprobaciones y vencimientos.' },
      { title: 'Proyectos', description: 'Planificación de tareas, plazos y horas por proyecto.' },
      { title: 'Recursos humanos', description: 'Vacaciones, ausencias y documentación de la plantilla.' },
      { title: 'Integración', description: 'Conexión con tu CRM, tu tienda online o tu factura electrónica.' },
    ],
    highlights: ['1 usuario en empresas de 0 a 2 empleados', 'Adaptada a tu actividad', '12 meses de servicio'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '2.000 €', euros: 2000, detail: '1 usuario' },
      { employees: 'De 3 a 9 empleados', segments: ['II'], amount: '3.000 €', euros: 3000 },
      { employees: 'De 10 a 49 empleados', segments: ['I'], amount: '6.000 €', euros: 6000 },
    ],
    agentAid: '2.000 € (1 usuario)',
    notes: [],
    months: 12,
    image: { base: 'management', alt: 'Ilustración de un flujo de trabajo automatizado con tareas conectadas' },
    pitch: {
      title: '¿Cuánto tiempo pierdes en tareas repetitivas?',
      text: 'Analizamos tus procesos y te proponemos qué automatizar primero para notar el cambio desde el primer mes.',
    },
  },
  {
    slug: 'billing',
    path: '/kit/billing',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Factura electrónica',
      description: 'Facturación electrónica con el Kit Digital: emite y gestiona facturas con 1 GB de almacenamiento, con ayudas de 1.000 € a 2.000 € por segmento.',
    },
    category: 'Gestión de la facturación y factura Electrónica',
    shortName: 'Factura electrónica',
    icon: 'receipt',
    description: 'Emite facturas electrónicas, controla cobros y vencimientos y guarda tu histórico de forma segura.',
    includes: ['Facturas en formato electrónico estructurado', 'Clientes y productos ilimitados', '1GB de almacenamiento', 'Control de vencimientos'],
    intro:
      'Ponemos en marcha la factura electrónica en tu negocio: emisión en formato estructurado, envío a tus clientes, control de cobros y 1GB de almacenamiento para tu histórico.',
    services: [
      { title: 'Facturas electrónicas', description: 'Emisión de facturas en formato electrónico estructurado y envío por correo a tus clientes.' },
      { title: 'Clientes y catálogo', description: 'Facturas, clientes y productos o servicios sin límite de número.' },
      { title: 'Personalización', description: 'Tu logotipo, tus datos y tus condiciones de pago en cada factura.' },
      { title: 'Control de vencimientos', description: 'Avisos de cobros pendientes y estado de cada factura.' },
      { title: 'Almacenamiento y copias', description: '1GB de almacenamiento para tu histórico de facturas, con copias de seguridad periódicas.' },
      { title: 'Integración', description: 'Conexión con tu contabilidad y tu gestión de procesos.' },
    ],
    highlights: ['1GB de almacenamiento', '1 usuario en empresas de 0 a 2 empleados', '12 meses de servicio'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '1.000 €', euros: 1000, detail: '1 usuario' },
      { employees: 'De 3 a 49 empleados', segments: ['II', 'I'], amount: '2.000 €', euros: 2000 },
    ],
    agentAid: '1.000 € (1 usuario)',
    notes: [],
    months: 12,
    image: { base: 'billing', alt: 'Ilustración de una factura electrónica con un sello de validación' },
    pitch: {
      title: '¿Sigues haciendo facturas a mano?',
      text: 'Te ayudamos a pasar a la factura electrónica sin perder tu histórico y sin cambiar tu forma de trabajar.',
    },
  },
  {
    slug: 'virtual-office',
    path: '/kit/virtual-office',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Oficina virtual',
      description: 'Servicios y herramientas de oficina virtual con el Kit Digital: colaboración y trabajo en equipo con 250 € de ayuda por usuario.',
    },
    category: 'Servicios y herramientas de Oficina Virtual',
    shortName: 'Oficina virtual',
    icon: 'laptop',
    description: 'Herramientas de colaboración en la nube para trabajar en equipo desde cualquier lugar: archivos, calendario y videollamadas.',
    includes: ['Colaboración en equipo', 'Archivos compartidos en la nube', 'Calendario y agenda', 'Videoconferencias'],
    intro:
      'Llevamos tu oficina a la nube: archivos compartidos, calendario, chat y videollamadas para que tu equipo colabore desde cualquier lugar y dispositivo.',
    services: [
      { title: 'Colaboración en equipo', description: 'Espacios compartidos para trabajar a la vez en documentos y proyectos.' },
      { title: 'Archivos en la nube', description: 'Documentos accesibles desde cualquier dispositivo, con permisos por persona.' },
      { title: 'Calendario y agenda', description: 'Agendas compartidas para organizar reuniones y turnos.' },
      { title: 'Videoconferencias y chat', description: 'Reuniones en línea y mensajería interna del equipo.' },
      { title: 'Acceso desde el móvil', description: 'Todas las herramientas también en el móvil y la tableta.' },
      { title: 'Configuración y formación', description: 'Damos de alta a los usuarios, trasladamos lo necesario y os enseñamos a usarlo.' },
    ],
    highlights: ['250 € por usuario', 'Hasta 2, 9 o 48 usuarios según segmento', 'Pago en dos fases: 70 % y 30 %'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '250 € por usuario', euros: 250, cap: { max: 2, unit: 'usuario' } },
      { employees: 'De 3 a 9 empleados', segments: ['II'], amount: '250 € por usuario', euros: 250, cap: { max: 9, unit: 'usuario' } },
      { employees: 'De 10 a 49 empleados', segments: ['I'], amount: '250 € por usuario', euros: 250, cap: { max: 48, unit: 'usuario' } },
    ],
    phases: twoPhases,
    agentAid: '250 € por usuario (hasta 2 usuarios)',
    notes: [],
    months: 12,
    image: { base: 'virtual-office', alt: 'Ilustración de un equipo que colabora en la nube con videollamada y archivos compartidos' },
    pitch: {
      title: '¿Tu equipo necesita trabajar desde cualquier lugar?',
      text: 'Te proponemos las herramientas adecuadas para tu equipo y nos ocupamos de configurarlas y de formaros.',
    },
  },
  {
    slug: 'communications',
    path: '/kit/communications',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Comunicaciones seguras',
      description: 'Comunicaciones seguras con el Kit Digital: VPN y acceso remoto protegido, 125 € por usuario y una ayuda máxima de 29.000 € por segmento.',
    },
    category: 'Comunicaciones Seguras',
    shortName: 'Comunicaciones seguras',
    icon: 'lock',
    description: 'Conexiones cifradas y acceso remoto protegido para trabajar fuera de la oficina sin poner en riesgo tus datos.',
    includes: ['Conexión segura (VPN) y cifrado', 'Acceso remoto protegido', 'Registro de conexiones', 'Configuración y actualizaciones'],
    intro:
      'Protegemos las conexiones de tu equipo: acceso remoto cifrado a los recursos de la empresa, control de quién se conecta y desde dónde, y mantenimiento de la seguridad.',
    services: [
      { title: 'Conexiones cifradas', description: 'Comunicaciones cifradas entre los dispositivos de tu equipo y la empresa.' },
      { title: 'Acceso remoto (VPN)', description: 'Red privada virtual para usar los recursos de la oficina desde cualquier lugar.' },
      { title: 'Registro de conexiones', description: 'Registro de accesos para saber quién se conecta, cuándo y desde dónde.' },
      { title: 'Control de acceso', description: 'Solo entran los usuarios y dispositivos autorizados.' },
      { title: 'Dispositivos móviles', description: 'Conexión segura también desde móviles y tabletas.' },
      { title: 'Configuración inicial y actualizaciones', description: 'Puesta en marcha, políticas de seguridad y actualizaciones periódicas.' },
    ],
    highlights: ['125 € por usuario', 'Hasta 2, 9, 48, 99 o 232 usuarios según segmento', 'Ayuda máxima de 29.000 €', 'Pago en dos fases: 70 % y 30 %'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '125 € por usuario', euros: 125, cap: { max: 2, unit: 'usuario' } },
      { employees: 'De 3 a 9 empleados', segments: ['II'], amount: '125 € por usuario', euros: 125, cap: { max: 9, unit: 'usuario' } },
      { employees: 'De 10 a 49 empleados', segments: ['I'], amount: '125 € por usuario', euros: 125, cap: { max: 48, unit: 'usuario' } },
      { employees: 'De 50 a 99 empleados', segments: ['IV'], amount: '125 € por usuario', euros: 125, cap: { max: 99, unit: 'usuario' } },
      { employees: 'De 100 a 249 empleados', segments: ['V'], amount: '125 € por usuario', euros: 125, cap: { max: 232, unit: 'usuario' } },
    ],
    maxAid: '29.000 €',
    phases: twoPhases,
    agentAid: '125 € por usuario (hasta 2 usuarios)',
    notes: [],
    months: 12,
    image: { base: 'communications', alt: 'Ilustración de una conexión cifrada entre un portátil y la oficina, protegida con un candado' },
    pitch: {
      title: '¿Tu equipo se conecta desde fuera de la oficina?',
      text: 'Revisamos cómo accede tu equipo a los datos de la empresa y te proponemos una conexión segura y sencilla de usar.',
    },
  },
  {
    slug: 'cybersecurity',
    path: '/kit/cybersecurity',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Ciberseguridad',
      description: 'Ciberseguridad con el Kit Digital: antimalware, correo seguro, navegación segura y monitorización, 125 € por dispositivo y hasta 29.000 € de ayuda.',
    },
    category: 'Ciberseguridad',
    shortName: 'Ciberseguridad',
    icon: 'shield',
    description: 'Protección avanzada para los dispositivos de tu empresa: antimalware, correo y navegación seguros y monitorización de la red.',
    includes: ['Antimalware y antispyware', 'Correo seguro y navegación segura', 'Análisis y detección de amenazas', 'Formación con kit de concienciación'],
    intro:
      'Protegemos los ordenadores y dispositivos de tu empresa frente a virus, fraudes y ataques, con vigilancia continua y la formación que tu equipo necesita para no caer en engaños.',
    // SPEC §2: exactly these eight services.
    services: [
      { title: 'Antimalware', description: 'Protección frente a virus, troyanos, ransomware y otro software malicioso.' },
      { title: 'Antispyware', description: 'Detección y eliminación de programas espía que roban información.' },
      { title: 'Correo seguro', description: 'Filtros antispam y antiphishing que frenan el correo fraudulento.' },
      { title: 'Navegación segura', description: 'Control de contenidos y antiadware para navegar sin sobresaltos.' },
      { title: 'Análisis y detección de amenazas', description: 'Detección temprana de comportamientos sospechosos y de amenazas conocidas.' },
      { title: 'Monitorización de la red', description: 'Vigilancia del tráfico de la red con alertas ante cualquier anomalía.' },
      { title: 'Configuración inicial y actualizaciones', description: 'Instalación, configuración y actualizaciones periódicas de seguridad.' },
      { title: 'Formación especial', description: 'Formación para tu equipo con un kit de concienciación en ciberseguridad.' },
    ],
    highlights: ['125 € por dispositivo', 'Hasta 2, 9, 48, 99 o 232 dispositivos según segmento', 'Ayuda máxima de 29.000 €', 'Pago en dos fases: 70 % y 30 %'],
    // SPEC §9 says "125€ per user ... with device caps"; the agent page says per device, so we do too.
    aidRows: [
      { employees: '0 < empleados < 3', segments: ['III'], amount: '125 € por dispositivo', euros: 125, cap: { max: 2, unit: 'dispositivo' } },
      { employees: '3 ≤ empleados < 10', segments: ['II'], amount: '125 € por dispositivo', euros: 125, cap: { max: 9, unit: 'dispositivo' } },
      { employees: '10 ≤ empleados < 50', segments: ['I'], amount: '125 € por dispositivo', euros: 125, cap: { max: 48, unit: 'dispositivo' } },
      { employees: '50 ≤ empleados < 100', segments: ['IV'], amount: '125 € por dispositivo', euros: 125, cap: { max: 99, unit: 'dispositivo' } },
      { employees: '100 ≤ empleados < 250', segments: ['V'], amount: '125 € por dispositivo', euros: 125, cap: { max: 232, unit: 'dispositivo' } },
    ],
    maxAid: '29.000 €',
    phases: twoPhases,
    agentAid: '125 € por dispositivo (hasta 2 dispositivos)',
    notes: [kitSegmentIvNote],
    months: 12,
    image: { base: 'cybersecurity', alt: 'Ilustración de un escudo que protege los ordenadores y dispositivos de una empresa' },
    pitch: {
      title: '¿Está protegida tu empresa?',
      text: 'En una primera consulta gratuita revisamos tus equipos y tu correo, te contamos qué riesgos tienes y cómo cubrirlos.',
    },
  },
  {
    slug: 'internet-presence',
    path: '/kit/internet-presence',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Presencia avanzada en internet',
      description: 'Presencia avanzada en internet con el Kit Digital: SEO avanzado, marketing digital, campañas PPC y optimización de conversión desde 2.000 €.',
    },
    category: 'Presencia avanzada en Internet',
    shortName: 'Presencia avanzada',
    icon: 'trending-up',
    description: 'SEO avanzado, marketing digital y campañas de pago para atraer visitas de calidad y convertirlas en clientes.',
    includes: ['SEO avanzado on-page y off-page', 'Campañas de marketing digital', 'Campañas PPC', 'Optimización de la conversión'],
    intro:
      'Impulsamos la visibilidad de tu negocio en internet con posicionamiento SEO avanzado, marketing digital y campañas de pago por clic, midiendo el retorno de cada acción.',
    services: [
      { title: 'SEO avanzado', description: 'Análisis de palabras clave, auditoría web y optimización on-page y off-page.' },
      { title: 'Marketing digital', description: 'Campañas, creación de contenidos y alta en directorios relevantes para tu sector.' },
      { title: 'Campañas PPC', description: 'Anuncios de pago por clic con segmentación y control del presupuesto.' },
      { title: 'Optimización de la conversión', description: 'Informes periódicos, monitorización y seguimiento del retorno de la inversión (ROI).' },
    ],
    highlights: ['Precio estimado desde 2.000 €', 'Subvencionado según tu segmento', 'Informes periódicos de resultados'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '2.000 €', euros: 2000 },
      // "from 2.000 € by segment": the SPEC gives no exact figure above 2 employees.
      { employees: 'De 3 a 49 empleados', segments: ['II', 'I'], amount: 'Desde 2.000 €', euros: null },
    ],
    fromPrice: 'Desde 2.000 €',
    agentAid: '2.000 €',
    notes: [],
    months: 12,
    image: { base: 'internet-presence', alt: 'Ilustración de una gráfica de visitas en crecimiento con una lupa de búsqueda' },
    pitch: {
      title: '¿Quieres que te encuentren antes que a tu competencia?',
      text: 'Analizamos tu web y tu sector y te proponemos un plan de posicionamiento y campañas con objetivos medibles.',
    },
  },
  {
    slug: 'marketplace',
    path: '/kit/marketplace',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Marketplace',
      description: 'Vende en marketplaces con el Kit Digital: publicación de productos, sincronización de inventario y pedidos y cuadros de ventas, desde 2.000 €.',
    },
    category: 'Marketplace',
    shortName: 'Marketplace',
    icon: 'store',
    description: 'Vende en los grandes marketplaces con el inventario y los pedidos sincronizados con tu gestión.',
    includes: ['Publicación en marketplaces', 'Inventario sincronizado con tu ERP', 'Pedidos, envíos y logística', 'Cuadros de ventas'],
    intro:
      'Publicamos tu catálogo en marketplaces y lo conectamos con tu gestión: inventario, pedidos y envíos sincronizados y cuadros de mando para saber qué se vende, dónde y cuánto.',
    services: [
      { title: 'Publicación en marketplaces', description: 'Alta de tu tienda y de tus productos en los marketplaces que mejor encajan con tu negocio.' },
      { title: 'Sincronización de inventario', description: 'Existencias sincronizadas entre tu ERP y las plataformas para no vender lo que no tienes.' },
      { title: 'Sincronización de pedidos', description: 'Pedidos centralizados junto con la gestión de envíos y la logística.' },
      { title: 'Cuadros de ventas', description: 'Paneles de ventas por producto, por canal o por región.' },
    ],
    highlights: ['Ayuda desde 2.000 € según segmento', 'Inventario y pedidos sincronizados', '12 meses de servicio'],
    aidRows: [
      { employees: 'De 0 a 2 empleados', segments: ['III'], amount: '2.000 €', euros: 2000 },
      // "from 2.000 € by segment": the SPEC gives no exact figure above 2 employees.
      { employees: 'De 3 a 49 empleados', segments: ['II', 'I'], amount: 'Desde 2.000 €', euros: null },
    ],
    fromPrice: 'Desde 2.000 €',
    agentAid: '2.000 €',
    notes: [],
    months: 12,
    image: { base: 'marketplace', alt: 'Ilustración de un escaparate de marketplace con paquetes listos para enviar' },
    pitch: {
      title: '¿Listo para vender en nuevos canales?',
      text: 'Te ayudamos a elegir los marketplaces adecuados y a conectarlos con tu inventario para vender sin errores.',
    },
  },
];

/** The solution at a /kit/* path, or undefined. */
export function findKitSolution(path: string): KitSolution | undefined {
  return kitSolutions.find((s) => s.path === path);
}

/** The solution with a slug. */
export function kitSolutionBySlug(slug: string): KitSolution {
  const solution = kitSolutions.find((s) => s.slug === slug);
  if (!solution) throw new Error(`Unknown Kit Digital solution: ${slug}`);
  return solution;
}

/** URL slug of each solution page (`/kit/<slug>`, SPEC §2), in the records' order. */
export const KIT_SLUGS: readonly string[] = kitSolutions.map((s) => s.slug);

/** The solution categories of SPEC §3, in the order the agent page lists them. */
export const KIT_CATEGORIES: readonly string[] = kitSolutions.map((s) => s.category);
