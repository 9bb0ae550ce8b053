import { companyWebApp } from '@site/shared/content/company-web-app';
import { theme } from '../../shared/src/ui/theme/tokens';
import { APP_ICONS } from './app-icons';

/** Where every page links its manifest (shell/public/index.html). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest: the names, colours and icons a phone uses when the site is added to its
 * home screen. `minimal-ui` keeps a back button and the address: this is a website, not an app.
 * theme_color is the colour of the shell's `<meta name="theme-color">`.
 */
export function webManifest() {
  const icon = ({ path, size, purpose }: { path: string; size: number; purpose: string }) => ({ src: path, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    id: '/',
    name: companyWebApp.name,
    short_name: companyWebApp.shortName,
    description: companyWebApp.description,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: theme.colors.surface,
    theme_color: theme.colors.brandDark,
    icons: [APP_ICONS.small, APP_ICONS.large, APP_ICONS.maskable].map(icon),
  };
}
