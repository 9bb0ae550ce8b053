/** A link of the header or footer. */
export type NavLink = { to: string; label: string };

/** SPEC §2 top bar, in order; the last one is shown as a highlighted button. */
export const headerLinks: NavLink[] = [
  { to: '/', label: 'Inicio' },
  { to: '/servicios', label: 'Servicios' },
  { to: '/proyectos', label: 'Proyectos' },
  { to: '/apps', label: 'Apps' },
  { to: '/agentes-digitalizadores', label: 'Kit Digital' },
  { to: '/telefonia', label: 'Telefonía' },
  { to: '/nosotros', label: 'Nosotros' },
];
export const headerCta: NavLink = { to: '/contacto', label: 'Contacto' };

/** SPEC §2 footer links, grouped in columns. */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Servicios',
    links: [
      { to: '/web-development', label: 'Desarrollo Web' },
      { to: '/saas-product', label: 'Productos SaaS' },
      { to: '/inteligencia-artificial', label: 'Inteligencia Artificial' },
      { to: '/kit-digital', label: 'Kit Digital' },
      { to: '/telefonia', label: 'Telefonía' },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { to: '/nosotros', label: 'Nosotros' },
      { to: '/proyectos', label: 'Proyectos' },
      { to: '/contacto', label: 'Contacto' },
      { to: '/empleo', label: 'Trabaja con nosotros' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terminos', label: 'Aviso Legal' },
      { to: '/terminos', label: 'Términos y Condiciones' },
      { to: '/privacidad', label: 'Política de Privacidad' },
      { to: '/cookies', label: 'Política de Cookies' },
    ],
  },
];
