import type { Project, ProjectDetail, ProjectRecord, ProjectWithPage } from '../schemas/project';
import { company } from './company';

/**
 * The portfolio of SPEC §3: 18 projects, one record each with everything about it: its card (on
 * /proyectos; the first four also on the home page) and, for a project with a page of its own,
 * that page (`page`: path, remote, title and description, story, pictures, videos). The cards, the
 * route table, the catalogue's routes and NavegaBot all read these records (see README, "Add a
 * project"). One array rather than a file per project: its order is the order of the cards and of
 * the route table, so a new project is one element pasted where it should appear.
 *
 * One custom software with a detail page (NavegaTime), 16 WordPress sites or Instagram accounts
 * for local businesses of the Elche area (2024–2025; ten websites, six social accounts) and, as the
 * 18th, our own invoicing product, which the SPEC leaves unnamed: it links to its public site, so
 * it lists under "Páginas Web".
 *
 * Business names are invented. Every webUrl and rrssUrl is a WORKING VALUE: replace it with the
 * client's real address before publishing.
 */
export const projects: readonly ProjectRecord[] = [
  {
    id: 1,
    title: 'NavegaTime',
    description:
      'Software de control horario a medida: fichaje desde móvil, tablet u ordenador, geolocalización, vacaciones y ausencias, e informes exportables listos para la Inspección de Trabajo.',
    technologies: ['React', 'Node.js', 'Android', 'iOS'],
    imageUrl: 'proyecto-navegatime',
    imageAlt: 'Panel de NavegaTime con quién está trabajando ahora y las horas de la semana, junto a la pantalla de fichaje en un móvil',
    year: '2024',
    page: {
      path: '/projects/navegatime',
      remote: 'catalog',
      meta: {
        title: 'NavegaTime | Proyectos',
        description: 'NavegaTime, nuestro software de control horario: fichaje desde móvil, tablet o PC, informes exportables, vacaciones y cumplimiento del registro de jornada.',
      },
      // The page's own lead and story; its title and technologies are the card's.
      description:
        'Software de control horario y presencia para empresas: fichaje desde móvil, tablet u ordenador, informes exportables y cumplimiento del registro de jornada obligatorio.',
      fullDescription: [
        'NavegaTime nace de una necesidad que veíamos cada semana en nuestros clientes: cumplir con el registro diario de jornada obligatorio sin hojas de papel, sin hojas de cálculo y sin perder tiempo. Lo diseñamos y desarrollamos íntegramente en nuestro equipo, y hoy lo usan empresas de distintos sectores, desde comercios con un único centro hasta compañías con personal que trabaja en la calle.',
        'Cada trabajador ficha la entrada, las pausas y la salida desde la aplicación móvil para Android e iOS, desde una tablet instalada en el centro de trabajo o desde el navegador del ordenador. Si la empresa lo activa, el fichaje guarda la ubicación en ese momento, lo que resulta especialmente útil para equipos comerciales, de mantenimiento o de obra.',
        'El panel de administración muestra en tiempo real quién está trabajando, las horas acumuladas y las incidencias. Las solicitudes de vacaciones, permisos y ausencias se piden y aprueban desde la propia aplicación, y el calendario del equipo se actualiza solo. Cada semana los responsables reciben un informe automático por correo electrónico.',
        'Los registros se conservan en la nube durante los cuatro años que exige el Real Decreto-ley 8/2019 y pueden exportarse en PDF o Excel para la Inspección de Trabajo, la representación de los trabajadores o la gestoría que elabora las nóminas. El tratamiento de los datos cumple el RGPD y la LOPDGDD.',
        'El proyecto sigue en desarrollo continuo: publicamos mejoras cada pocas semanas a partir de lo que nos piden los clientes, como el análisis con inteligencia artificial de patrones de horas extra y absentismo o nuevas integraciones con programas de nóminas.',
      ].join('\n\n'),
      category: 'Software Empresarial',
      client: `Producto propio de ${company.name}`,
      duration: 'En curso',
      liveUrl: company.products.timeTracking,
      // The SPEC's record has one image; we show three so the carousel's arrows are in use.
      images: [
        { name: 'navegatime-panel', alt: 'Panel de NavegaTime: quién está trabajando ahora, incidencias, solicitudes de vacaciones y horas de cada día de la semana' },
        { name: 'navegatime-fichaje', alt: 'Pantalla de fichaje de NavegaTime en un móvil: la jornada de hoy, los botones de salida y pausa y los fichajes con su ubicación' },
        { name: 'navegatime-informes', alt: 'Informe mensual de NavegaTime con las horas previstas y trabajadas de cada persona, listo para descargar en PDF o Excel' },
      ],
      // Short silent clips filmed from the product's screens, served from shared/public/video (made by
      // `npx tsx tools/site/navegatime-videos/make-videos.ts`, which also writes the captions).
      videos: [
        {
          title: 'Cómo fichar desde el móvil',
          description: 'Entrada, pausas y salida en tres toques, con la ubicación del fichaje si tu empresa la activa.',
          webm: '/video/navegatime-fichaje.webm',
          mp4: '/video/navegatime-fichaje.mp4',
          captions: '/video/navegatime-fichaje.es.vtt',
          poster: 'navegatime-video-fichaje',
        },
        {
          title: 'Panel del responsable e informes',
          description: 'Quién está trabajando ahora, las horas de la semana y el informe mensual, exportable en PDF o Excel.',
          webm: '/video/navegatime-panel.webm',
          mp4: '/video/navegatime-panel.mp4',
          captions: '/video/navegatime-panel.es.vtt',
          poster: 'navegatime-video-panel',
        },
      ],
    },
  },
  {
    id: 2,
    title: 'Clínica Dental Sonrisa Ilicitana',
    description:
      'Web corporativa para una clínica dental de Elche con fichas de tratamientos, presentación del equipo, cita previa por formulario y posicionamiento local en Google.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Elementor'],
    imageUrl: 'proyecto-sonrisa-ilicitana',
    imageAlt: 'Portada de la web de Clínica Dental Sonrisa Ilicitana: cita online, valoraciones en Google y cuatro tratamientos',
    year: '2024',
    webUrl: 'https://www.sonrisailicitana.example', // WORKING VALUE
  },
  {
    id: 3,
    title: 'Calzados Vinalopó',
    description:
      'Tienda online de un fabricante de calzado artesanal de Elche: catálogo por tallas y colores, pago seguro, envíos a toda España y gestión de stock sincronizada.',
    technologies: ['WordPress', 'WooCommerce', 'PHP', 'MySQL'],
    imageUrl: 'proyecto-calzados-vinalopo',
    imageAlt: 'Catálogo de la tienda online de Calzados Vinalopó con botines y zapatos de piel, y la ficha de un botín en el móvil',
    year: '2025',
    webUrl: 'https://www.calzadosvinalopo.example', // WORKING VALUE
  },
  {
    id: 4,
    title: 'Horno San Antón',
    description:
      'Gestión de Instagram para una panadería artesana de Elche: calendario editorial, fotografía de producto, reels semanales y campañas locales para las fiestas.',
    technologies: ['Instagram', 'Meta Business Suite', 'Canva', 'Reels'],
    imageUrl: 'proyecto-horno-san-anton',
    imageAlt: 'Perfil de Instagram de Horno San Antón en el ordenador: biografía, historias destacadas y fotos de pan y bollería',
    year: '2024',
    rrssUrl: 'https://www.instagram.com/hornosananton.elche', // WORKING VALUE
  },
  {
    id: 5,
    title: 'Restaurante La Palmera del Huerto',
    description:
      'Web para un restaurante de cocina mediterránea con carta digital actualizable, reservas en línea, galería de platos y enlace directo a Google Maps y WhatsApp.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Analytics'],
    imageUrl: 'proyecto-la-palmera',
    imageAlt: 'Web del Restaurante La Palmera del Huerto: portada oscura con palmeras, botón para reservar mesa y platos de la carta',
    year: '2024',
    webUrl: 'https://www.lapalmeradelhuerto.example', // WORKING VALUE
  },
  {
    id: 6,
    title: 'Taller Hermanos Pastor',
    description:
      'Web de un taller mecánico de Torrellano con servicios, presupuesto rápido por formulario, ofertas de temporada y opiniones de clientes integradas.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Elementor'],
    imageUrl: 'proyecto-taller-pastor',
    imageAlt: 'Web de Taller Hermanos Pastor con el formulario de presupuesto en 24 horas y las ofertas de cambio de aceite y pre-ITV',
    year: '2025',
    webUrl: 'https://www.tallerhermanospastor.example', // WORKING VALUE
  },
  {
    id: 7,
    title: 'Peluquería Estilo Raval',
    description:
      'Gestión de Instagram para un salón de peluquería del barrio del Raval: antes y después, tendencias de temporada, historias destacadas y promociones para nuevas clientas.',
    technologies: ['Instagram', 'Meta Business Suite', 'Canva', 'Reels'],
    imageUrl: 'proyecto-estilo-raval',
    imageAlt: 'Publicación de Instagram de Peluquería Estilo Raval con un antes y después de color, junto a los resultados de la cuenta',
    year: '2025',
    rrssUrl: 'https://www.instagram.com/estiloraval.peluqueria', // WORKING VALUE
  },
  {
    id: 8,
    title: 'Asesoría Martínez & Soler',
    description:
      'Web profesional para una asesoría fiscal y laboral de Elche con áreas de servicio, blog de novedades tributarias y área de descarga de documentos para clientes.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Analytics'],
    imageUrl: 'proyecto-asesoria-martinez-soler',
    imageAlt: 'Web de Asesoría Martínez & Soler con sus servicios fiscales, laborales y contables y las últimas novedades tributarias',
    year: '2024',
    webUrl: 'https://www.martinezsoler.example', // WORKING VALUE
  },
  {
    id: 9,
    title: 'Fisioterapia Altabix',
    description:
      'Web para un centro de fisioterapia y pilates con tratamientos, horarios de clases, reserva de primera visita y contenidos de salud optimizados para SEO local.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Elementor'],
    imageUrl: 'proyecto-fisio-altabix',
    imageAlt: 'Web de Fisioterapia Altabix con el horario semanal de clases de pilates e hipopresivos y la primera visita de valoración',
    year: '2025',
    webUrl: 'https://www.fisioaltabix.example', // WORKING VALUE
  },
  {
    id: 10,
    title: 'Heladería La Alcudia',
    description:
      'Instagram de una heladería artesana: lanzamiento de sabores de temporada, sorteos con clientes, colaboraciones con creadores locales y publicidad segmentada en verano.',
    technologies: ['Instagram', 'Meta Ads', 'Canva', 'Reels'],
    imageUrl: 'proyecto-heladeria-alcudia',
    imageAlt: 'Perfil de Instagram de Heladería La Alcudia con su cuadrícula de helados, junto a una historia de sorteo',
    year: '2024',
    rrssUrl: 'https://www.instagram.com/heladerialaalcudia', // WORKING VALUE
  },
  {
    id: 11,
    title: 'Inmobiliaria Santa Pola Mar',
    description:
      'Portal inmobiliario con buscador de viviendas por zona y precio, fichas con galería y mapa, captación de propietarios y formularios conectados al correo de la agencia.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Maps'],
    imageUrl: 'proyecto-santa-pola-mar',
    imageAlt: 'Portal de Inmobiliaria Santa Pola Mar con el buscador de viviendas por zona, tipo y precio, y tres viviendas destacadas',
    year: '2025',
    webUrl: 'https://www.santapolamar.example', // WORKING VALUE
  },
  {
    id: 12,
    title: 'Academia de Idiomas Carrús',
    description:
      'Web para una academia de inglés y valenciano con cursos por nivel, prueba de nivel en línea, calendario de exámenes oficiales y matrícula por formulario.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Elementor'],
    imageUrl: 'proyecto-academia-carrus',
    imageAlt: 'Web de Academia de Idiomas Carrús con los niveles de A1 a C2, la prueba de nivel gratuita y las fechas de exámenes oficiales',
    year: '2024',
    webUrl: 'https://www.idiomascarrus.example', // WORKING VALUE
  },
  {
    id: 13,
    title: 'Estudio de Yoga Respira',
    description:
      'Gestión de Instagram para un estudio de yoga: contenido educativo, directos mensuales, difusión de talleres y una identidad visual coherente en publicaciones e historias.',
    technologies: ['Instagram', 'Meta Business Suite', 'Canva', 'Reels'],
    imageUrl: 'proyecto-yoga-respira',
    imageAlt: 'Tres pantallas de Instagram de Estudio de Yoga Respira: un directo y dos publicaciones con ejercicios de respiración y posturas',
    year: '2025',
    rrssUrl: 'https://www.instagram.com/respirayoga.elche', // WORKING VALUE
  },
  {
    id: 14,
    title: 'Floristería El Palmeral',
    description:
      'Web con tienda de ramos y centros florales, pedidos para entrega en el día en Elche, sección de bodas y eventos, y pago con tarjeta o Bizum.',
    technologies: ['WordPress', 'WooCommerce', 'PHP', 'MySQL'],
    imageUrl: 'proyecto-floristeria-palmeral',
    imageAlt: 'Web de Floristería El Palmeral en dos móviles: la portada con entrega en el día en Elche y la ficha de un ramo',
    year: '2025',
    webUrl: 'https://www.floristeriaelpalmeral.example', // WORKING VALUE
  },
  {
    id: 15,
    title: 'Cafetería El Pla',
    description:
      'Instagram de una cafetería de barrio: menú del día en historias, fotografía de desayunos, promociones entre semana y respuesta a mensajes y reseñas.',
    technologies: ['Instagram', 'Meta Business Suite', 'Canva', 'Google Business'],
    imageUrl: 'proyecto-cafeteria-el-pla',
    imageAlt: 'Historia de Instagram de Cafetería El Pla con el menú del día, entre sus reseñas de Google y una foto de desayuno',
    year: '2024',
    rrssUrl: 'https://www.instagram.com/cafeteriaelpla', // WORKING VALUE
  },
  {
    id: 16,
    title: 'Reformas Crevillent Hogar',
    description:
      'Web para una empresa de reformas integrales con galería de obras, calculadora orientativa de presupuesto y captación de contactos desde campañas en Google.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Ads'],
    imageUrl: 'proyecto-crevillent-hogar',
    imageAlt: 'Web de Reformas Crevillent Hogar con fotos de obras recientes y la calculadora de presupuesto orientativo',
    year: '2024',
    webUrl: 'https://www.crevillenthogar.example', // WORKING VALUE
  },
  {
    id: 17,
    title: 'Boutique Carmen Aspe',
    description:
      'Gestión de Instagram para una tienda de moda: lookbooks de temporada, reels de novedades, etiquetado de productos y campañas de rebajas con seguimiento de resultados.',
    technologies: ['Instagram', 'Meta Ads', 'Canva', 'Reels'],
    imageUrl: 'proyecto-boutique-carmen',
    imageAlt: 'Publicación de Instagram de Boutique Carmen Aspe con prendas etiquetadas para comprar, junto a los resultados de su campaña',
    year: '2025',
    rrssUrl: 'https://www.instagram.com/boutiquecarmen.aspe', // WORKING VALUE
  },
  {
    id: 18,
    title: 'Navega Factura',
    description:
      'Nuestro producto de facturación en la nube: facturas electrónicas, contabilidad simplificada, control de stock y envío automático de facturas a la Agencia Tributaria.',
    technologies: ['Laravel', 'Vue.js', 'MySQL', 'PHP'],
    imageUrl: 'proyecto-facturacion',
    imageAlt: 'Navega Factura: facturas emitidas con su estado y su envío a Hacienda, lo facturado en el mes y una factura con código QR',
    year: '2025',
    webUrl: company.products.invoicing,
  },
];

/** A project's card (SPEC §3 Project): its record without the page, linking to the page if it has one. */
export function projectCard({ page, ...card }: ProjectRecord): Project {
  return page ? { ...card, projectUrl: page.path } : card;
}

/** The projects with a page of their own, in the records' order. */
export const projectsWithPage: readonly ProjectWithPage[] = projects.filter((p): p is ProjectWithPage => Boolean(p.page));

/**
 * A project's detail page as it is drawn: the SPEC's detail record, plus its card's picture for
 * the page's hero (issue 36: a desktop hero is never half empty).
 */
export type ProjectDetailView = ProjectDetail & { picture: { name: string; alt: string } };

/** What a project's detail page shows (SPEC §3 Project detail record): its page, titled, tagged and pictured as its card. */
export function projectDetail(project: ProjectWithPage): ProjectDetailView {
  const { path, remote: _remote, meta: _meta, description, ...page } = project.page;
  return { path, title: project.title, description, ...page, technologies: project.technologies, picture: { name: project.imageUrl, alt: project.imageAlt } };
}
