import type { SVGProps } from 'react';
import type { ContentIcon as ContentIconName } from '@site/shared/schemas/content-icon';
import { Icon } from '@site/shared/ui';

/** The icon a content record names, from the site's sprite; decorative (aria-hidden). */
export function ContentIcon({ name, ...props }: { name: ContentIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return <Icon name={name} {...props} />;
}
