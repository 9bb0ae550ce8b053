import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  Award,
  BadgeCheck,
  CalendarClock,
  ChartColumn,
  CodeXml,
  Contact,
  Globe,
  GraduationCap,
  Laptop,
  LifeBuoy,
  LockKeyhole,
  Percent,
  ReceiptText,
  SearchCheck,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Store,
  TrendingUp,
  Workflow,
  Zap,
} from 'lucide-react';
import type { KitIcon as KitIconKey } from '@site/shared/schemas/kit-digital';

// Content records name icons by key so they stay free of UI code; the mapping lives here.
const iconByKey: Record<KitIconKey, LucideIcon> = {
  globe: Globe,
  'shopping-cart': ShoppingCart,
  share: Share2,
  contact: Contact,
  chart: ChartColumn,
  workflow: Workflow,
  receipt: ReceiptText,
  laptop: Laptop,
  lock: LockKeyhole,
  shield: ShieldCheck,
  'trending-up': TrendingUp,
  store: Store,
  search: SearchCheck,
  'badge-check': BadgeCheck,
  zap: Zap,
  award: Award,
  'life-buoy': LifeBuoy,
  code: CodeXml,
  'graduation-cap': GraduationCap,
  calendar: CalendarClock,
  percent: Percent,
};

/** The lucide icon of a content record's icon key, decorative (hidden from assistive technology). */
export function KitIcon({ name, ...props }: { name: KitIconKey } & LucideProps) {
  const Icon = iconByKey[name];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
