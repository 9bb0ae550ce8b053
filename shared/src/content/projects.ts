import type { Project } from '../schemas/project';
import { company } from './company';
import { homeProjects } from './projects-home';

/**
 * The portfolio of SPEC §3: 18 projects. One custom software with a detail page (NavegaTime),
 * 16 WordPress sites or Instagram accounts for local businesses of the Elche area (2024–2025;
 * ten websites, six social accounts) and, as the 18th, our own invoicing product, which the SPEC
 * leaves unnamed: it links to its public site, so it lists under "Páginas Web".
 *
 * Business names are invented. Every webUrl and rrssUrl is a WORKING VALUE: replace it with the
 * client's real address before publishing.
 */
export const projects: readonly Project[] = [
  ...homeProjects,
  {
    id: 5,
    title: 'Restaurante La Palmera del Huerto',
    description:
      'Web para un restaurante de cocina mediterránea con carta digital actualizable, reservas en línea, galería de platos y enlace directo a Google Maps y WhatsApp.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Analytics'],
    imageUrl: 'proyecto-la-palmera',
    imageAlt: 'Maqueta de la web del Restaurante La Palmera del Huerto en un navegador',
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
    imageAlt: 'Maqueta de la web de Taller Hermanos Pastor en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Peluquería Estilo Raval en un móvil',
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
    imageAlt: 'Maqueta de la web de Asesoría Martínez & Soler en un navegador',
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
    imageAlt: 'Maqueta de la web de Fisioterapia Altabix en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Heladería La Alcudia en un móvil',
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
    imageAlt: 'Maqueta del portal de Inmobiliaria Santa Pola Mar en un navegador',
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
    imageAlt: 'Maqueta de la web de Academia de Idiomas Carrús en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Estudio de Yoga Respira en un móvil',
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
    imageAlt: 'Maqueta de la tienda online de Floristería El Palmeral en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Cafetería El Pla en un móvil',
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
    imageAlt: 'Maqueta de la web de Reformas Crevillent Hogar en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Boutique Carmen Aspe en un móvil',
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
    imageAlt: 'Panel de la aplicación de facturación con facturas emitidas y resumen de ingresos',
    year: '2025',
    webUrl: company.products.invoicing,
  },
];
