import type { AppProduct } from '../schemas/apps';
import { company } from './company';

/** Intro of /apps under the SPEC's heading 'Nuestros productos como servicio'. */
export const appsIntro =
  'Software propio en la nube, desarrollado y mantenido por nuestro equipo: empieza a usarlo en minutos, accede desde cualquier dispositivo y olvídate de instalaciones, actualizaciones y copias de seguridad.';

/** The two product cards of /apps (SPEC §1/§2 Apps). */
export const appProducts: readonly AppProduct[] = [
  {
    id: 'navegatime',
    name: 'NavegaTime',
    tagline: 'Control horario y presencia sin papeles',
    description:
      'Registra la jornada de tu equipo desde cualquier dispositivo y cumple el registro horario obligatorio del Real Decreto-ley 8/2019, con los datos tratados conforme al RGPD y la LOPDGDD.',
    logo: { name: 'logo-navegatime', alt: 'Logotipo de NavegaTime' },
    bullets: [
      'Fichaje desde móvil, tablet u ordenador',
      'Informes exportables en PDF y Excel',
      'Gestión de vacaciones y ausencias',
      'Integración con nóminas',
      'Cumplimiento del registro de jornada obligatorio',
    ],
    details: [
      { label: 'Versiones', items: ['Gratuita', 'Básica', 'Media', 'Business', 'Personalizada'] },
      { label: 'Incluye', items: ['Geolocalización', 'Informes semanales automáticos', 'Almacenamiento seguro en la nube', 'Análisis con IA'] },
      { label: 'Cumple', items: ['RD-ley 8/2019 (registro de jornada)', 'RGPD y LOPDGDD'] },
    ],
    detailsPath: '/projects/navegatime',
    productUrl: company.products.timeTracking,
  },
  {
    id: 'facturacion',
    name: 'Navega Factura',
    tagline: 'Facturación electrónica y contabilidad simplificada',
    description:
      'Emite facturas electrónicas, controla tu stock y tus cuentas en un mismo sitio y envía tus facturas a la Agencia Tributaria de forma automática.',
    logo: { name: 'logo-facturacion', alt: 'Logotipo de Navega Factura' },
    bullets: [
      'Facturación electrónica',
      'Contabilidad simplificada',
      'Control de inventario y stock',
      'Panel financiero',
      'Envío automático de facturas a Hacienda',
    ],
    details: [{ label: 'Para', items: ['Autónomos', 'Pymes', 'Comercios'] }],
    productUrl: company.products.invoicing,
  },
];

/**
 * Each product's own screen at the top of its /apps card (issue 36: the products show the
 * products), by product id; screenshotted by tools/images/project-pictures.js (800 × 500).
 */
export const appScreens: Readonly<Record<string, { name: string; alt: string }>> = {
  navegatime: { name: 'app-navegatime', alt: 'Calendario de vacaciones y ausencias del equipo en NavegaTime, con las solicitudes pendientes de aprobar' },
  facturacion: { name: 'app-facturacion', alt: 'Nueva factura en Navega Factura: cliente, productos con su stock, IVA y el botón para emitirla y enviarla a Hacienda' },
};
