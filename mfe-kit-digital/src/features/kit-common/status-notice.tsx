import styled from 'styled-components';
import { ButtonLink, Icon, mediaUp, typeScale } from '@site/shared/ui';
import type { KitDigitalStatus, KitStatusCopy } from '@site/shared/content/kit-digital-status';
import { KeepDate } from './keep-date';

// Flex with wrapping rather than breakpoints: the notice sits in full-width and in narrow
// columns, and lays itself out by the room it gets (button under the text when tight).
const Box = styled.aside<{ $closed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  align-items: center;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 6px solid ${(p) => (p.$closed ? p.theme.colors.accent : p.theme.colors.success)};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  color: ${(p) => p.theme.colors.text};
  text-align: left;
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(6)}; }
  > svg { flex: none; width: 36px; height: 36px; color: ${(p) => (p.$closed ? p.theme.colors.accentText : p.theme.colors.success)}; }
  > div { flex: 1 1 280px; }
  > a { flex: 0 1 auto; max-width: 100%; text-align: center; }
`;

const Title = styled.p`
  margin: 0 0 ${(p) => p.theme.space(1)};
  font-weight: 700;
  font-size: ${typeScale.lg};
  color: ${(p) => p.theme.colors.ink};
`;

const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

type StatusNoticeProps = { status: KitDigitalStatus; copy: KitStatusCopy; /** Hide the button where the page already offers it next to the notice. */ withAction?: boolean };

/**
 * Where the call stands: before the deadline it repeats the availability claim; after it, it says
 * the call closed on that date and invites the visitor to ask about new calls, so no page
 * promises aid that can no longer be requested.
 */
export function StatusNotice({ status, copy, withAction = true }: StatusNoticeProps) {
  return (
    <Box $closed={!status.open} aria-label="Estado de la convocatoria">
      <Icon name={status.open ? 'calendar-clock' : 'calendar-x'} />
      <div>
        <Title>{copy.title}</Title>
        <Text>
          <KeepDate text={copy.text} date={status.deadlineLabel} />
        </Text>
      </div>
      {withAction && (
        <ButtonLink to="/contacto" $variant={status.open ? 'primary' : 'secondary'}>
          {copy.cta}
        </ButtonLink>
      )}
    </Box>
  );
}
