import styled from 'styled-components';
import { mediaUp, typeScale } from '@site/shared/ui';

/** The white panel that holds a form with its heading and intro. */
export const FormCard = styled.div`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.raised};
  padding: ${(p) => `${p.theme.space(7)} ${p.theme.space(5)}`};
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(10)}; }
  h2 { font-size: ${typeScale.h3}; margin-bottom: ${(p) => p.theme.space(2)}; }
  > p { color: ${(p) => p.theme.colors.muted}; }
`;

/** The id of a form's heading, which names the form (aria-labelledby). */
export const formHeadingId = (formId: string) => `${formId}-heading`;
