import type { Project } from '../schemas/project';

/**
 * The first four projects of the portfolio (./projects lists them first), the ones the home page
 * shows: SPEC §9, three cards, four at 768–1023 px. A module of their own, so the home page
 * downloads these four records and not all eighteen.
 */
export const homeProjects: readonly Project[] = [
  {
    id: 1,
    title: 'NavegaTime',
    description:
      'Software de control horario a medida: fichaje desde móvil, tablet u ordenador, geolocalización, vacaciones y ausencias, e informes exportables listos para la Inspección de Trabajo.',
    technologies: ['React', 'Node.js', 'Android', 'iOS'],
    imageUrl: 'proyecto-navegatime',
    imageAlt: 'Panel de NavegaTime con los fichajes de la semana y un gráfico de horas trabajadas',
    year: '2024',
    projectUrl: '/projects/navegatime',
  },
  {
    id: 2,
    title: 'Clínica Dental Sonrisa Ilicitana',
    description:
      'Web corporativa para una clínica dental de Elche con fichas de tratamientos, presentación del equipo, cita previa por formulario y posicionamiento local en Google.',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Elementor'],
    imageUrl: 'proyecto-sonrisa-ilicitana',
    imageAlt: 'Maqueta de la web de Clínica Dental Sonrisa Ilicitana en un navegador',
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
    imageAlt: 'Maqueta de la tienda online de Calzados Vinalopó en un navegador',
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
    imageAlt: 'Maqueta del perfil de Instagram de Horno San Antón en un móvil',
    year: '2024',
    rrssUrl: 'https://www.instagram.com/hornosananton.elche', // WORKING VALUE
  },
];
