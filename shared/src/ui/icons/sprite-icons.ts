import type { ContentIcon } from '../../schemas/content-icon';
import type { BrandSlug } from '../../content/brand-marks';

/**
 * Every icon in the site's SVG sprite (./sprite.svg), by name, with the lucide icon it is
 * drawn from. Content records name their icons (CONTENT_ICONS); interface icons follow. Every
 * remote draws its icons from here with <Icon name>. A new icon reaches pages opened by client-side
 * navigation with the shell's next deploy.
 * After a change here, run `npx tsx tools/site/write-icon-sprite.ts` (a test checks the sprite).
 *
 * Why a sprite: as React components the catalogue's icons cost about 6 KB of JavaScript on every
 * catalogue page. The prerender writes into each page the symbols it shows (shell/src/icons), so
 * icons cost no script and no extra request and draw with the first paint; the shell then fetches
 * the whole sprite for the pages opened next.
 */
export const SPRITE_ICONS = {
  // Content icons (records name these).
  code: 'Code2', megaphone: 'Megaphone', brain: 'Brain', server: 'Server', cloud: 'Cloud', clock: 'Clock',
  'file-text': 'FileText', zap: 'Zap', shield: 'Shield', users: 'Users', headphones: 'Headphones', target: 'Target',
  'trending-up': 'TrendingUp', rocket: 'Rocket', search: 'Search', 'pen-tool': 'PenTool', wrench: 'Wrench', lock: 'Lock',
  database: 'Database', bot: 'Bot', receipt: 'Receipt', mail: 'Mail', globe: 'Globe', smartphone: 'Smartphone',
  chart: 'BarChart3', lightbulb: 'Lightbulb', handshake: 'Handshake', award: 'Award', sparkles: 'Sparkles',
  layers: 'Layers', 'map-pin': 'MapPin', package: 'Package', heart: 'Heart', refresh: 'RefreshCw', calendar: 'Calendar',
  building: 'Building2',
  // Interface icons: the shell, the shared UI and the catalogue's pages.
  menu: 'Menu', close: 'X', 'arrow-up': 'ArrowUp', 'message-circle': 'MessageCircle', phone: 'Phone',
  'alert-triangle': 'AlertTriangle', 'arrow-right': 'ArrowRight', 'arrow-left': 'ArrowLeft', 'external-link': 'ExternalLink',
  check: 'Check', 'chevron-down': 'ChevronDown', 'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight', 'rotate-ccw': 'RotateCcw', play: 'Play', 'calendar-x': 'CalendarX',
  'calendar-clock': 'CalendarClock', 'circle-check': 'CircleCheck', info: 'Info',
  // The Kit Digital remote's content icons (mfe-kit-digital/src/features/kit-common/kit-icon.tsx).
  'shopping-cart': 'ShoppingCart', share: 'Share2', contact: 'Contact', 'chart-column': 'ChartColumn',
  workflow: 'Workflow', 'receipt-text': 'ReceiptText', laptop: 'Laptop', 'lock-keyhole': 'LockKeyhole',
  'shield-check': 'ShieldCheck', store: 'Store', 'search-check': 'SearchCheck', 'badge-check': 'BadgeCheck',
  'life-buoy': 'LifeBuoy', 'graduation-cap': 'GraduationCap', percent: 'Percent',
  // The telephony, forms and chatbot remotes' interface icons.
  'circle-alert': 'CircleAlert', gauge: 'Gauge', headset: 'Headset', minus: 'Minus', plus: 'Plus',
  'phone-call': 'PhoneCall', router: 'Router', signal: 'Signal', user: 'User', wallet: 'Wallet', gift: 'Gift',
  'loader-circle': 'LoaderCircle', send: 'Send', 'send-horizontal': 'SendHorizontal', timer: 'Timer',
  trash: 'Trash2', upload: 'Upload',
} as const satisfies Record<ContentIcon, string> & Record<string, string>;

/**
 * Brand marks drawn from the sprite, in the brand's own colour (the published mark file of
 * /img/brands, shared/public/img/brands/<slug>.svg). The phone's contact bar shows WhatsApp's on
 * every page: as an <img> of an SVG file, Chromium built a document of its own for it on the
 * page's main thread, a 30–60 ms task at 4× CPU in the middle of the load (issue 34); a symbol of
 * the page's sprite is drawn with the page.
 */
export const SPRITE_MARKS = { whatsapp: 'whatsapp' } as const satisfies Record<string, BrandSlug>;

/** An icon or brand mark of the sprite. */
export type SpriteIconName = keyof typeof SPRITE_ICONS | keyof typeof SPRITE_MARKS;
