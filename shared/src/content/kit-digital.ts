/*
 * Kit Digital content (SPEC §1, §2, §3 and §9), in one import: the twelve solution records
 * (./kit-solutions), the programme, segments and template copy (./kit-digital-copy) and the agent
 * and overview pages' copy (./kit-digital-pages).
 */
export * from './kit-solutions';
export * from './kit-digital-copy';
export * from './kit-digital-pages';
