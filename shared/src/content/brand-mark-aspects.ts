// Written by `npx tsx tools/site/write-brand-icons.ts` with the marks in shared/public/img/brands; do not edit.
import type { BrandSlug } from './brand-marks';

/** Width ÷ height of each brand mark as published (cropped to its ink), to size it without a layout shift. */
export const BRAND_MARK_ASPECTS: Readonly<Record<BrandSlug, number>> = {
  android: 1.67,
  apache: 0.58,
  docker: 1.37,
  git: 1,
  googleads: 1.09,
  googleanalytics: 0.91,
  googlesearchconsole: 1.1,
  instagram: 1,
  ios: 1.94,
  laravel: 0.98,
  linux: 0.83,
  mautic: 1,
  meta: 1.47,
  mongodb: 0.47,
  mysql: 1.45,
  nextdotjs: 1,
  nginx: 0.87,
  nodedotjs: 0.89,
  php: 1.83,
  postgresql: 0.97,
  prestashop: 1.09,
  python: 0.99,
  react: 1.12,
  tailwindcss: 1.63,
  vuedotjs: 1.15,
  whatsapp: 1,
  woocommerce: 4.3,
  wordpress: 1,
};
