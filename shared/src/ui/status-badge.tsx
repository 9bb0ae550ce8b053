import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons/icon';
import { pillOnDark } from './shapes';
import type { SpriteIconName } from './icons/sprite-icons';

const Pill = styled.p`
  /* && outranks a hero band's own paragraph size and colour. */
  && {
    ${pillOnDark}
    margin: ${(p) => p.theme.space(6)} 0 0;
  }
`;

type StatusBadgeProps = { icon: SpriteIconName; children: ReactNode };

/** A short status line as a pill on a hero band, after a decorative icon (for example, where a call for aid stands). */
export function StatusBadge({ icon, children }: StatusBadgeProps) {
  return (
    <Pill>
      <Icon name={icon} size={18} />
      {children}
    </Pill>
  );
}
