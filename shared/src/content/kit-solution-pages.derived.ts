import type { KitSolutionBody } from '../schemas/kit-digital';
import { kitSolutions } from './kit-solutions';

/**
 * What the /kit/* template and the solution cards show of each record: all but its route head and
 * its dialog amount, which the route table and the agent page carry. Derived at build time.
 */
export const kitSolutionPages: KitSolutionBody[] = kitSolutions.map(({ remote: _remote, meta: _meta, agentAid: _agentAid, ...page }) => page);
