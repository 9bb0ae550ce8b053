import type { KitAgentAidRow } from '../schemas/kit-digital';
import { kitSolutions } from './kit-solutions';

/**
 * The rows of the agent page's aid dialog (SPEC §9): each solution's category and `agentAid`, in the
 * records' order. Derived at build time, so the agent page's first load does not carry the records.
 */
export const kitAgentAidRows: KitAgentAidRow[] = kitSolutions.map((s) => ({ slug: s.slug, category: s.category, amount: s.agentAid }));
