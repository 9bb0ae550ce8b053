import type { PageMeta, PageRemote, SiteRoute } from '../schemas/site-route';
import { company } from './company';
import { kitSolutions } from './kit-solutions';
import { projectsWithPage } from './projects';
import { servicePages } from './service-pages';

const n = company.name;

/** The row of a record that is a page: its path and remote, the section it sits under in the top bar, its head. */
function recordRoute(record: { path: string; remote: PageRemote; meta: PageMeta }, section: string, jsonLd?: SiteRoute['jsonLd']): SiteRoute {
  return { path: record.path, remote: record.remote, section, title: `${record.meta.title} | ${n}`, description: record.meta.description, ...(jsonLd && { jsonLd }) };
}

/**
 * The route table of SPEC §2 (read it through ./site-routes): every public path, the remote that
 * renders it, and its title and meta description. The pages that are records (service pages,
 * Kit solutions, projects) get their rows from their records, in the records' order, at the place
 * of their section; the other pages are written here. Derived at build time (a `*.derived.ts`
 * module): the shell's bundle carries these rows, not the records.
 */
export const siteRoutes: SiteRoute[] = [
  // mfe-catalog
  { path: '/', remote: 'catalog', title: `${n} | Consultoría IT y Desarrollo de Software`, description: 'Consultoría IT en Elche: desarrollo web y de software a medida, marketing digital, inteligencia artificial, hosting y Kit Digital para pymes y autónomos.' },
  { path: '/servicios', remote: 'catalog', title: `Servicios de consultoría y desarrollo | ${n}`, description: 'Desarrollo web, marketing digital, inteligencia artificial, hosting con correo Zimbra y productos SaaS para pymes y autónomos. Primera consulta gratuita.', jsonLd: ['service'] },
  ...servicePages.map((page) => recordRoute(page, '/servicios', ['service'])),
  { path: '/proyectos', remote: 'catalog', title: `Proyectos: software, webs y redes sociales | ${n}`, description: 'Nuestro portafolio: software a medida, páginas web en WordPress y gestión de redes sociales para negocios locales de Elche y alrededores.' },
  ...projectsWithPage.map((project) => recordRoute(project.page, '/proyectos')),
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
  { path: '/kit-digital', remote: 'kit_digital', section: '/agentes-digitalizadores', title: `Kit Digital: qué es y cómo funciona | ${n}`, description: `Qué es el Kit Digital, a quién va dirigido, cómo funciona el bono digital por segmentos y las ${kitSolutions.length} soluciones que puedes contratar con la ayuda.` },
  ...kitSolutions.map((solution) => recordRoute(solution, '/agentes-digitalizadores', ['service'])),
  // mfe-forms
  { path: '/contacto', remote: 'forms', title: `Contacto | ${n}`, description: 'Cuéntanos tu proyecto: te respondemos en menos de 24 horas y la primera consulta es gratuita. Teléfono, WhatsApp, correo y oficina en Elche.' },
  { path: '/empleo', remote: 'forms', title: `Trabaja con nosotros | ${n}`, description: 'Únete a nuestro equipo de desarrollo, marketing y sistemas en Elche: envíanos tu candidatura espontánea con tu CV y te contactaremos.', jsonLd: ['jobPosting'] },
];
