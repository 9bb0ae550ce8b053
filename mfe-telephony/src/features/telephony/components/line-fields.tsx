import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LINES_REQUEST_ID, forTariffChoice } from '../request-choice';
import { LineTypeField } from './line-type-field';
import { LinesTotal } from './lines-total';
import { QuantityField } from './quantity-field';

const Group = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;

type Props = {
  formId: string;
  errors: { lineType?: string; lineQuantity?: string };
  register: (name: 'lineType' | 'lineQuantity') => UseFormRegisterReturn;
};

/** Type, number and total of additional lines: shown (by CSS) only while the select says 'lines'. */
export function LineFields({ formId, errors, register }: Props) {
  return (
    // The marker sits on a plain wrapper so no display rule of the group competes with CSS hiding it.
    <div {...forTariffChoice(LINES_REQUEST_ID)}>
      <Group>
        <LineTypeField formId={formId} error={errors.lineType} registration={register('lineType')} />
        <QuantityField formId={formId} error={errors.lineQuantity} {...register('lineQuantity')} />
        <LinesTotal />
      </Group>
    </div>
  );
}
