import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { additionalLines } from '@site/shared/content/additional-lines';
import { requestFieldsCopy, tariffCardCopy } from '@site/shared/content/telephony';
import { formatEuros } from '@site/shared/content/telephony-offer-details';
import { FieldError, RequiredMark, controlId, errorId, typeScale } from '@site/shared/ui';
import { PLAN_MODES, forPlanMode } from '../plan-mode';

const FIELD = 'lineType';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  legend { font-weight: 600; font-size: ${typeScale.sm}; color: ${(p) => p.theme.colors.ink}; padding: 0; margin-bottom: ${(p) => p.theme.space(2)}; }
`;

const Options = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.small}px) { grid-template-columns: repeat(3, 1fr); }
`;

// The radio covers its card, so the whole card takes the tap; the state is styled from the DOM.
const Option = styled.label`
  position: relative;
  display: grid;
  gap: 2px;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 2px solid ${(p) => p.theme.colors.border};
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:focus-visible) { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  &:has(input:checked) { border-color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; }
  &:has(input[aria-invalid='true']) { border-color: ${(p) => p.theme.colors.danger}; }
  strong { color: ${(p) => p.theme.colors.ink}; }
  small { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.xs}; }
  > span { font-weight: 700; color: ${(p) => p.theme.colors.brandDark}; }
`;

type Props = { formId: string; error?: string; registration: UseFormRegisterReturn };

/** SPEC §3/§9: the additional line's type, each with its unit price in the chosen mode. */
export function LineTypeField({ formId, error, registration }: Props) {
  return (
    <Fieldset>
      <legend>
        {requestFieldsCopy.lineType}
        <RequiredMark />
      </legend>
      <Options>
        {additionalLines.map((line) => (
          <Option key={line.lineType}>
            <input
              type="radio"
              {...registration}
              id={controlId(formId, `${FIELD}-${line.lineType}`)}
              name={FIELD}
              value={line.lineType}
              aria-describedby={errorId(formId, FIELD)}
              aria-invalid={error ? true : undefined}
            />
            <strong>{line.lineType}</strong>
            <small>{line.summary}</small>
            {PLAN_MODES.map((mode) => (
              <span key={mode} {...forPlanMode(mode)}>
                {formatEuros(line.prices[mode])}
                {tariffCardCopy.perMonth}
              </span>
            ))}
          </Option>
        ))}
      </Options>
      <FieldError formId={formId} field={FIELD} message={error} />
    </Fieldset>
  );
}
