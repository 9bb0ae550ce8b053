import styled from 'styled-components';
import type { KitDigitalStatus, KitStatusCopy } from '@site/shared/content/kit-digital-status';
import { StatusBadge, typeScale } from '@site/shared/ui';
import { KeepDate } from './keep-date';

const Hint = styled.p`
  /* && outranks the hero band's own paragraph size. */
  && { margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(6)}; font-size: ${typeScale.sm}; }
`;

/**
 * Where the Kit Digital call stands, on a page's hero band: the one place each Kit page says it
 * (issue 36), as a badge ("Convocatoria cerrada el 31-10-2025" beside a crossed-out calendar)
 * and a line under it saying what the visitor can do now.
 */
export function CallStatus({ status, copy }: { status: KitDigitalStatus; copy: KitStatusCopy }) {
  return (
    <>
      <StatusBadge icon={status.open ? 'clock' : 'calendar-x'}>
        {/* One span: the pill's flex would otherwise lay the text and the kept-together date out as two columns. */}
        <span>
          <KeepDate text={copy.badge} date={status.deadlineLabel} />
        </span>
      </StatusBadge>
      <Hint>{copy.hint}</Hint>
    </>
  );
}
