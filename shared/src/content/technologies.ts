import type { Technology } from '../schemas/technology';

/**
 * The technology showcase of the home page (SPEC §3, 24 entries, in the SPEC's order): name,
 * simple-icons slug (null where simple-icons has none) and brand colour. The tiles show each
 * brand's full-colour logo (LOGO_MARKS in brand-marks.ts, issue 36).
 */
export const technologies: readonly Technology[] = [
  { name: 'Docker', icon: 'docker', color: '#2496ED' },
  { name: 'Laravel', icon: 'laravel', color: '#FF2D20' },
  { name: 'Git', icon: 'git', color: '#F03C2E' },
  { name: 'Next.js', icon: 'nextdotjs', color: '#000000' },
  { name: 'Node.js', icon: 'nodedotjs', color: '#5FA04E' },
  { name: 'PHP', icon: 'php', color: '#777BB4' },
  { name: 'C#', icon: null, color: '#68217A' },
  { name: 'React', icon: 'react', color: '#61DAFB' },
  { name: 'Tailwind CSS', icon: 'tailwindcss', color: '#06B6D4' },
  { name: 'Python', icon: 'python', color: '#3776AB' },
  { name: 'MySQL', icon: 'mysql', color: '#4479A1' },
  { name: 'PostgreSQL', icon: 'postgresql', color: '#4169E1' },
  { name: 'Linux', icon: 'linux', color: '#FCC624' },
  { name: 'Apache', icon: 'apache', color: '#D22128' },
  { name: 'Nginx', icon: 'nginx', color: '#009639' },
  { name: 'AWS', icon: null, color: '#FF9900' },
  { name: 'Azure', icon: null, color: '#0078D4' },
  { name: 'WordPress', icon: 'wordpress', color: '#21759B' },
  { name: 'WooCommerce', icon: 'woocommerce', color: '#96588A' },
  { name: 'PrestaShop', icon: 'prestashop', color: '#DF0067' },
  { name: 'MongoDB', icon: 'mongodb', color: '#47A248' },
  { name: 'Mautic', icon: 'mautic', color: '#4E5E9E' },
  { name: 'Google Analytics', icon: 'googleanalytics', color: '#E37400' },
  { name: 'Google Ads', icon: 'googleads', color: '#4285F4' },
];
