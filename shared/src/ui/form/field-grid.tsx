import styled from 'styled-components';
import { mediaUp, typeScale } from '../theme/tokens';

/** The fields of a form: one column on phones, two from `small` up (`wide` fields span both). */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('small')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** 'Los campos marcados con * son obligatorios.', above the fields. */
export const RequiredNote = styled.p`
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.muted};
`;
