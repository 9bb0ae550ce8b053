import type { WhyChooseUsPoint } from '../schemas/service';

/** The four points of the "why choose us" block on /servicios (SPEC §2 Services). */
export const whyChooseUsPoints: readonly WhyChooseUsPoint[] = [
  {
    icon: 'zap',
    title: 'Desarrollo Ágil',
    description: 'Trabajamos por entregas cortas: ves avances cada semana y puedes ajustar prioridades sobre la marcha.',
  },
  {
    icon: 'shield',
    title: 'Seguridad Máxima',
    description: 'Buenas prácticas de seguridad, copias de seguridad y cumplimiento del RGPD desde el primer día.',
  },
  {
    icon: 'users',
    title: 'Equipo Experto',
    description: 'Desarrolladores, especialistas en marketing y técnicos de sistemas con más de veinte años de oficio.',
  },
  {
    icon: 'headphones',
    title: 'Soporte Constante',
    description: 'Un equipo cercano que responde en español, conoce tu proyecto y te acompaña después de la entrega.',
  },
];

/** The points of the home section "Tu agencia orientada a conseguir resultados". */
export const resultsPoints: readonly WhyChooseUsPoint[] = [
  {
    icon: 'target',
    title: 'Objetivos medibles',
    description: 'Definimos contigo qué es un buen resultado (ventas, contactos, horas ahorradas) y lo medimos.',
  },
  {
    icon: 'handshake',
    title: 'Un solo interlocutor',
    description: 'Web, marketing, software, hosting y telefonía con el mismo equipo y sin intermediarios.',
  },
  {
    icon: 'trending-up',
    title: 'Mejora continua',
    description: 'Revisamos los datos cada mes y proponemos cambios para que tu inversión rinda más.',
  },
];
