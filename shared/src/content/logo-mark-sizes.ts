// Written by `npx tsx tools/site/write-brand-icons.ts` with the logos in shared/public/img/logos; do not edit.
import type { LogoName } from './brand-marks';

/** Each logo's width ÷ height as published (cropped to its ink), and its box (px) at the showcase's optical size (36 px). */
export const LOGO_MARK_SIZES: Readonly<Record<LogoName, { aspect: number; width: number; height: number }>> = {
  'docker-icon': { aspect: 1.37, width: 50, height: 36 },
  'laravel': { aspect: 0.97, width: 49, height: 50 },
  'git-icon': { aspect: 1, width: 44, height: 44 },
  'nextjs-icon': { aspect: 1, width: 38, height: 38 },
  'nodejs-icon': { aspect: 0.89, width: 45, height: 50 },
  'php': { aspect: 1.86, width: 52, height: 28 },
  'c-sharp': { aspect: 0.9, width: 36, height: 40 },
  'react': { aspect: 1.12, width: 51, height: 45 },
  'tailwindcss-icon': { aspect: 1.64, width: 60, height: 37 },
  'python': { aspect: 1.01, width: 41, height: 40 },
  'mysql-icon': { aspect: 1.02, width: 51, height: 50 },
  'postgresql': { aspect: 0.97, width: 38, height: 40 },
  'linux-tux': { aspect: 0.85, width: 39, height: 46 },
  'apache-http': { aspect: 0.51, width: 26, height: 50 },
  'nginx': { aspect: 0.88, width: 36, height: 41 },
  'aws': { aspect: 1.65, width: 61, height: 37 },
  'microsoft-azure': { aspect: 1.06, width: 41, height: 39 },
  'wordpress-icon': { aspect: 1, width: 44, height: 44 },
  'woocommerce-icon': { aspect: 1.66, width: 54, height: 32 },
  'prestashop-icon': { aspect: 0.78, width: 35, height: 45 },
  'mongodb-icon': { aspect: 0.48, width: 24, height: 50 },
  'mautic-icon': { aspect: 1, width: 49, height: 49 },
  'google-analytics': { aspect: 0.91, width: 42, height: 46 },
  'google-ads': { aspect: 1.11, width: 44, height: 39 },
  'meta-icon': { aspect: 1.49, width: 53, height: 36 },
  'google-search-console': { aspect: 1.12, width: 40, height: 35 },
};
