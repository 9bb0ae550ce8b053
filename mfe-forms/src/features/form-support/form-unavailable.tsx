import styled from 'styled-components';
import { company, emailHref, phoneHref } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';

const Notice = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

/**
 * Shown instead of a form whose code could not load on a page opened by client-side navigation
 * (a prerendered page keeps its working native form instead). A reload brings that native form.
 */
export function FormUnavailable() {
  const copy = formsCopy.unavailable;
  return (
    <Notice role="status">
      {copy.reload} <a href={emailHref}>{company.email}</a> {copy.orCall} <a href={phoneHref}>{company.phone.display}</a>.
    </Notice>
  );
}
