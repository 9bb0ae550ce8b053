/** URL slug of each solution page (`/kit/<slug>`, SPEC §2), in the order of KIT_CATEGORIES. */
export const KIT_SLUGS = [
  'website',
  'ecommerce',
  'social-media',
  'crm',
  'intelligence',
  'management',
  'billing',
  'virtual-office',
  'communications',
  'cybersecurity',
  'internet-presence',
  'marketplace',
] as const;
