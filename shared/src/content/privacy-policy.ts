/**
 * Version of the privacy policy on /privacidad, stored with every lead's consent. Bump it when
 * the policy text changes. (Its own zod-free module, so pages can show it without bundling zod.)
 */
export const PRIVACY_POLICY_VERSION = '2026-01';
