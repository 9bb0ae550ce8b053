/*
 * Kit Digital content (SPEC §1, §2, §3 and §9), in one import: the twelve solution records
 * (./kit-solutions), the programme, segments and template copy (./kit-digital-copy), what the agent
 * and overview pages share (./kit-digital-pages) and each one's own copy (./kit-agent-page,
 * ./kit-overview-page).
 */
export * from './kit-solutions';
export * from './kit-digital-copy';
export * from './kit-digital-pages';
export * from './kit-agent-page';
export * from './kit-overview-page';
