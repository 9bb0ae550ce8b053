import type { AccentTone } from '@site/shared/schemas/content-icon';
import { theme } from '@site/shared/ui';

/**
 * Accent colours for icon tiles, one per content tone. The theme has only the brand blue, so
 * the other five are Tailwind-like 50/700 pairs; each `strong` reads at 4.5:1 or more on `soft`.
 */
export const toneColors: Record<AccentTone, { soft: string; strong: string }> = {
  blue: { soft: theme.colors.brandSoft, strong: theme.colors.brand },
  violet: { soft: '#f5f3ff', strong: '#6d28d9' },
  emerald: { soft: '#ecfdf5', strong: '#047857' },
  amber: { soft: '#fffbeb', strong: '#b45309' },
  rose: { soft: '#fff1f2', strong: '#be123c' },
  cyan: { soft: '#ecfeff', strong: '#0e7490' },
};
