import type { ProjectDetail } from '../schemas/project';
import { company } from './company';

/**
 * The one project detail record of SPEC §3 (/projects/navegatime).
 *
 * Videos: short silent clips filmed from the product's screens, served from shared/public/video
 * (made by `npx tsx tools/site/navegatime-videos/make-videos.ts`, which also writes the captions).
 * The SPEC's record has one image; we show three so the carousel's arrows are in use.
 */
export const navegatimeDetail: ProjectDetail = {
  path: '/projects/navegatime',
  title: 'NavegaTime',
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
  technologies: ['React', 'Node.js', 'Android', 'iOS'],
  liveUrl: company.products.timeTracking,
  images: [
    { name: 'navegatime-panel', alt: 'Panel de control de NavegaTime con el resumen de horas trabajadas por el equipo' },
    { name: 'navegatime-fichaje', alt: 'Pantalla de fichaje de NavegaTime en un móvil con los botones de entrada y salida' },
    { name: 'navegatime-informes', alt: 'Informe mensual de NavegaTime con las horas por trabajador listo para exportar' },
  ],
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
};
