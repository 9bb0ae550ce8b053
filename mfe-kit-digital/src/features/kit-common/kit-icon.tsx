import type { SVGProps } from 'react';
import type { KitIcon as KitIconKey } from '@site/shared/schemas/kit-digital';
import { Icon, type SpriteIconName } from '@site/shared/ui';

// Content records name icons by key so they stay free of UI code; the mapping lives here.
const spriteIconByKey: Record<KitIconKey, SpriteIconName> = {
  globe: 'globe',
  'shopping-cart': 'shopping-cart',
  share: 'share',
  contact: 'contact',
  chart: 'chart-column',
  workflow: 'workflow',
  receipt: 'receipt-text',
  laptop: 'laptop',
  lock: 'lock-keyhole',
  shield: 'shield-check',
  'trending-up': 'trending-up',
  store: 'store',
  search: 'search-check',
  'badge-check': 'badge-check',
  zap: 'zap',
  award: 'award',
  'life-buoy': 'life-buoy',
  code: 'code',
  'graduation-cap': 'graduation-cap',
  calendar: 'calendar-clock',
  percent: 'percent',
};

/** The sprite icon of a content record's icon key, decorative (hidden from assistive technology). */
export function KitIcon({ name, ...props }: { name: KitIconKey; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return <Icon name={spriteIconByKey[name]} {...props} />;
}
