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
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
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

export type SiteTheme = typeof theme;

/** `@media (min-width: …)` for a named breakpoint. */
export const mediaUp = (bp: keyof SiteTheme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
