import type { SiteRoute } from '../schemas/site-route';
import { company } from './company';

const n = company.name;

/**
 * The route table of SPEC §2: every public path, the remote that renders it, and its title and
 * meta description. The shell's router, the prerender, the sitemap and the server's 404 all read
 * this one list; a path that is not here is a 404. site-routes.test.ts checks it with the schema.
 */
export const siteRoutes: readonly SiteRoute[] = [
  // mfe-catalog
  { path: '/', remote: 'catalog', title: `${n} | Consultoría IT y Desarrollo de Software`, description: 'Consultoría IT en Elche: desarrollo web y de software a medida, marketing digital, inteligencia artificial, hosting y Kit Digital para pymes y autónomos.' },
  { path: '/servicios', remote: 'catalog', title: `Servicios de consultoría y desarrollo | ${n}`, description: 'Desarrollo web, marketing digital, inteligencia artificial, hosting con correo Zimbra y productos SaaS para pymes y autónomos. Primera consulta gratuita.', jsonLd: ['service'] },
  { path: '/web-development', remote: 'catalog', section: '/servicios', title: `Desarrollo Web a medida | ${n}`, description: 'Diseño y desarrollo de páginas web, tiendas online y aplicaciones a medida con WordPress, React, Laravel y Node.js, rápidas, seguras y optimizadas para SEO.', jsonLd: ['service'] },
  { path: '/marketing', remote: 'catalog', section: '/servicios', title: `Marketing digital: redes sociales, SEO y SEM | ${n}`, description: 'Gestión de redes sociales, posicionamiento SEO y campañas SEM para que tu negocio consiga clientes en internet, con informes claros y objetivos medibles.', jsonLd: ['service'] },
  { path: '/inteligencia-artificial', remote: 'catalog', section: '/servicios', title: `Inteligencia Artificial y Big Data | ${n}`, description: 'Asistentes virtuales, automatización de procesos, análisis de datos y modelos predictivos: inteligencia artificial aplicada a pymes, sin humo y con retorno.', jsonLd: ['service'] },
  { path: '/hosting-servidores', remote: 'catalog', section: '/servicios', title: `Hosting web y servidores de correo Zimbra | ${n}`, description: 'Alojamiento web gestionado, servidores de correo Zimbra, copias de seguridad y certificados SSL con soporte cercano en español para tu empresa.', jsonLd: ['service'] },
  { path: '/saas-product', remote: 'catalog', section: '/servicios', title: `Productos SaaS: control horario y facturación | ${n}`, description: 'Software como servicio para empresas: control horario con fichaje desde el móvil y facturación electrónica con contabilidad simplificada y envío a Hacienda.', jsonLd: ['service'] },
  { path: '/proyectos', remote: 'catalog', title: `Proyectos: software, webs y redes sociales | ${n}`, description: 'Nuestro portafolio: software a medida, páginas web en WordPress y gestión de redes sociales para negocios locales de Elche y alrededores.' },
  { path: '/projects/navegatime', remote: 'catalog', section: '/proyectos', title: `NavegaTime | Proyectos | ${n}`, description: 'NavegaTime, nuestro software de control horario: fichaje desde móvil, tablet o PC, informes exportables, vacaciones y cumplimiento del registro de jornada.' },
  { path: '/apps', remote: 'catalog', title: `Nuestros productos como servicio | ${n}`, description: 'Control horario y facturación electrónica en la nube: dos productos SaaS propios para cumplir la ley y ahorrar tiempo en la gestión de tu empresa.' },
  { path: '/nosotros', remote: 'catalog', title: `Sobre nosotros: misión, valores e historia | ${n}`, description: 'Más de veinte años ayudando a empresas a digitalizarse: conoce nuestra misión, nuestros valores, nuestras cifras y nuestra historia desde el año 2000.' },
  { path: '/privacidad', remote: 'catalog', title: `Política de privacidad | ${n}`, description: 'Cómo tratamos tus datos personales: responsable, finalidades, base legal, plazos de conservación, destinatarios y cómo ejercer tus derechos.' },
  { path: '/cookies', remote: 'catalog', title: `Política de cookies | ${n}`, description: 'Qué cookies usa este sitio (técnicas, analíticas y de personalización), cuánto duran las de terceros y cómo cambiar tu elección en cualquier momento.' },
  { path: '/terminos', remote: 'catalog', title: `Aviso legal y términos y condiciones | ${n}`, description: 'Aviso legal, condiciones de uso del sitio web y términos de contratación de nuestros servicios: precios en euros y pago a 30 días desde la factura.' },
  // mfe-telephony
  { path: '/telefonia', remote: 'telephony', title: `Telefonía | Tarifas de fibra y móvil O2 | ${n}`, description: 'Tarifas O2 de fibra, móvil y televisión para particulares y empresas, con líneas adicionales desde 4,13 € al mes. Pide tu oferta sin compromiso.' },
  { path: '/telefonia-empresarial', remote: 'telephony', section: '/telefonia', title: `Telefonía empresarial: centralita y líneas | ${n}`, description: 'Centralita virtual, líneas fijas y móviles, fibra para oficinas y la red de O2: telefonía empresarial gestionada por tu distribuidor en Elche.', jsonLd: ['service'] },
  // mfe-kit-digital
  { path: '/agentes-digitalizadores', remote: 'kit_digital', title: `Agentes Digitalizadores - Kit Digital | ${n}`, description: 'Somos Agentes Digitalizadores del Kit Digital: gestionamos tu bono digital de hasta 3.000 € para empresas de 0 a menos de 3 empleados y autónomos.' },
  { path: '/kit-digital', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: qué es y cómo funciona | ${n}`, description: 'Qué es el Kit Digital, a quién va dirigido, cómo funciona el bono digital por segmentos y las 12 soluciones que puedes contratar con la ayuda.' },
  { path: '/kit/website', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Sitio web y presencia básica | ${n}`, description: 'Solución de sitio web y presencia básica en internet del Kit Digital: web de 3 a 10 páginas, hosting un año y mantenimiento, con ayuda de 2.000 €.', jsonLd: ['service'] },
  { path: '/kit/ecommerce', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Comercio electrónico | ${n}`, description: 'Tienda online con el Kit Digital: catálogo de hasta 100 productos, pasarela de pago y envíos, con una ayuda de 2.000 € para tu negocio.', jsonLd: ['service'] },
  { path: '/kit/social-media', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Gestión de redes sociales | ${n}`, description: 'Gestión de redes sociales con el Kit Digital: plan de social media y publicaciones mensuales, con ayudas de 2.000 € a 2.500 € según tu segmento.', jsonLd: ['service'] },
  { path: '/kit/crm', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Gestión de clientes (CRM) | ${n}`, description: 'CRM con el Kit Digital: gestión de clientes, oportunidades y acciones comerciales, con ayudas de 2.000 € a 4.000 € según el tamaño de la empresa.', jsonLd: ['service'] },
  { path: '/kit/intelligence', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Business Intelligence | ${n}`, description: 'Business Intelligence y analítica con el Kit Digital: cuadros de mando e informes para decidir con datos, con ayuda de 1.500 € para microempresas.', jsonLd: ['service'] },
  { path: '/kit/management', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Gestión de procesos | ${n}`, description: 'Gestión de procesos con el Kit Digital: digitaliza operaciones, contabilidad y recursos, con ayudas de 2.000 € a 6.000 € según tu segmento.', jsonLd: ['service'] },
  { path: '/kit/billing', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Factura electrónica | ${n}`, description: 'Facturación electrónica con el Kit Digital: emite y gestiona facturas con 1 GB de almacenamiento, con ayudas de 1.000 € a 2.000 € por segmento.', jsonLd: ['service'] },
  { path: '/kit/virtual-office', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Oficina virtual | ${n}`, description: 'Servicios y herramientas de oficina virtual con el Kit Digital: colaboración y trabajo en equipo con 250 € de ayuda por usuario.', jsonLd: ['service'] },
  { path: '/kit/communications', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Comunicaciones seguras | ${n}`, description: 'Comunicaciones seguras con el Kit Digital: VPN y acceso remoto protegido, 125 € por usuario y una ayuda máxima de 29.000 € por segmento.', jsonLd: ['service'] },
  { path: '/kit/cybersecurity', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Ciberseguridad | ${n}`, description: 'Ciberseguridad con el Kit Digital: antimalware, correo seguro, navegación segura y monitorización, 125 € por dispositivo y hasta 29.000 € de ayuda.', jsonLd: ['service'] },
  { path: '/kit/internet-presence', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Presencia avanzada en internet | ${n}`, description: 'Presencia avanzada en internet con el Kit Digital: SEO avanzado, marketing digital, campañas PPC y optimización de conversión desde 2.000 €.', jsonLd: ['service'] },
  { path: '/kit/marketplace', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: Marketplace | ${n}`, description: 'Vende en marketplaces con el Kit Digital: publicación de productos, sincronización de inventario y pedidos y cuadros de ventas, desde 2.000 €.', jsonLd: ['service'] },
  // mfe-forms
  { path: '/contacto', remote: 'forms', title: `Contacto | ${n}`, description: 'Cuéntanos tu proyecto: te respondemos en menos de 24 horas y la primera consulta es gratuita. Teléfono, WhatsApp, correo y oficina en Elche.' },
  { path: '/empleo', remote: 'forms', title: `Trabaja con nosotros | ${n}`, description: 'Únete a nuestro equipo de desarrollo, marketing y sistemas en Elche: envíanos tu candidatura espontánea con tu CV y te contactaremos.', jsonLd: ['jobPosting'] },
] satisfies SiteRoute[];

/** The route of a path, or undefined for a 404. */
export function findSiteRoute(path: string): SiteRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return siteRoutes.find((r) => r.path === normalised);
}

/** Title of the not-found page. */
export const notFoundTitle = `404 Page Not Found | ${n}`;
