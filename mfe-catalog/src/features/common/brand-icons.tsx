import type { SimpleIcon } from 'simple-icons';
import {
  siAndroid, siApache, siDocker, siGit, siGoogleads, siGoogleanalytics, siInstagram, siIos, siLaravel, siLinux, siMautic,
  siMongodb, siMysql, siNextdotjs, siNginx, siNodedotjs, siPhp, siPostgresql, siPrestashop, siPython, siReact,
  siTailwindcss, siVuedotjs, siWoocommerce, siWordpress,
} from 'simple-icons';

/** The simple-icons marks this remote uses, by slug (only these are bundled). */
export const brandIcons: Record<string, SimpleIcon> = Object.fromEntries(
  [
    siAndroid, siApache, siDocker, siGit, siGoogleads, siGoogleanalytics, siInstagram, siIos, siLaravel, siLinux, siMautic,
    siMongodb, siMysql, siNextdotjs, siNginx, siNodedotjs, siPhp, siPostgresql, siPrestashop, siPython, siReact,
    siTailwindcss, siVuedotjs, siWoocommerce, siWordpress,
  ].map((icon) => [icon.slug, icon]),
);

type BrandIconProps = { icon: SimpleIcon; size?: number; color?: string; title?: string };

/** A brand mark in its own colour; decorative unless `title` names it. */
export function BrandIcon({ icon, size = 24, color, title }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={color ?? `#${icon.hex}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}
