import type { SVGProps } from 'react';
import type { SpriteIconName } from './sprite-icons';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: SpriteIconName;
  /** Width and height in px (lucide's default, 24). */
  size?: number;
};

/**
 * A line icon from the site's sprite (./sprite.svg; each page carries the symbols it shows, see
 * shell/src/icons), drawn in the current text colour. Decorative by default (aria-hidden); stroke settings sit on
 * the outer <svg>, so CSS can still change them.
 */
export function Icon({ name, size = 24, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
