/**
 * The theme's contract version. Remotes read the theme the shell's ThemeProvider gives them at
 * run time, so a remote built against new tokens needs the shell first (the deploy guard checks
 * it). Bump it when a token is added (minor) or removed or renamed (major); a value alone (a
 * colour) is no shape change. tools/federation-contracts.test.ts fails on a shape change without a bump.
 */
export const THEME_CONTRACT_VERSION = '1.0.0';

/** Design tokens: every colour, size and shadow of the site comes from here. */
export const theme = {
  colors: {
    brand: '#1d4ed8', // blue-700: 6.7:1 on white
    brandDark: '#1e3a8a',
    brandDeep: '#0b1f4d',
    brandSoft: '#eff6ff',
    accent: '#f59e0b',
    accentText: '#92400e', // amber-800 for text on light backgrounds
    accentSoft: '#fef3c7', // amber-100: accentText on it is 6.4:1
    accentOnDark: '#fcd34d', // amber-300: 7.2:1 on brandDark, 5.1:1 on onDarkSurface over brandDark
    ink: '#0f172a',
    text: '#1e293b',
    muted: '#475569', // slate-600: 7.6:1 on white
    border: '#e2e8f0',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    success: '#15803d',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    onDark: '#ffffff',
    onDarkMuted: '#cbd5e1',
    /** A translucent pill on the dark bands: onDark text on it over brandDark is 7.4:1. */
    onDarkSurface: 'rgba(255, 255, 255, 0.12)',
    focus: '#f59e0b',
  },
  /** The site's own face (Figtree, self-hosted: theme/site-font.ts), then the system's if it is not in yet. */
  fonts: {
    body: "Figtree, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "Figtree, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.12)',
    header: '0 4px 20px rgba(15, 23, 42, 0.10)',
  },
  /** Min widths in px; `small` is where the toast viewport moves to the bottom-right. */
  breakpoints: { small: 640, medium: 768, large: 1024, wide: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  space: (n: number) => `${n * 4}px`,
} as const;

/**
 * The site's one type scale (issue 36): every font size of every page is one of these steps.
 * Outside `theme` on purpose: constant strings keep the components' styles static, and adding
 * them changes no contract with the shell. Steps from `h3` up grow with the viewport.
 * shared/src/ui/theme/type-scale.test.ts fails on a font size written any other way.
 */
export const typeScale = {
  /** 13 px: eyebrows, badges, chips, captions. */
  xs: '0.8125rem',
  /** 15 px: secondary text, card text, labels, buttons. */
  sm: '0.9375rem',
  /** 16 px: running text. */
  base: '1rem',
  /** 18 px: intros, lead paragraphs, small headings. */
  lg: '1.125rem',
  /** 20 px: card titles. */
  xl: '1.25rem',
  /** 24 px: panel and dialog titles. */
  xxl: '1.5rem',
  /** 24–32 px: headings of a block inside a section; large figures. */
  h3: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  /** 26–36 px: section headings; the largest figures. */
  h2: 'clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)',
  /** 32–52 px: a page's title. */
  h1: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  /** 36–60 px: the home page's headline. */
  display: 'clamp(2.25rem, 1.4rem + 3.2vw, 3.75rem)',
} as const;

export type SiteTheme = typeof theme;

/** `@media (min-width: …)` for a named breakpoint. */
export const mediaUp = (bp: keyof SiteTheme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;

/**
 * Wraps `&:hover` rules: hover effects only where the main pointer hovers (a mouse, a trackpad).
 * On a phone a tap leaves the tapped control in :hover, so its hover style (a colour, a lift, a
 * shadow, with their transitions) was restyled and repainted inside the tap itself (issue 34: a
 * tap on 'Solicitar oferta' at 4× CPU, median 240 → 208 ms with the hover rules gone).
 */
export const canHover = '@media (hover: hover)';
