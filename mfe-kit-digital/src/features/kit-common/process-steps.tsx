import styled from 'styled-components';
import { kitProcessSteps, kitStepLabel } from '@site/shared/content/kit-digital-pages';
import { bareList, mediaUp, roundBox, typeScale } from '@site/shared/ui';
import { KitIcon } from './kit-icon';

/*
 * On phones a timeline: the number in a circle on a line that joins the steps, the text beside it
 * (four stacked cards took a screen and a half). Cards two across on tablets, four from `large`.
 */
const List = styled.ol`
  ${bareList}
  display: grid;
  ${mediaUp('medium')} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${(p) => p.theme.space(6)}; }
  ${mediaUp('large')} { grid-template-columns: repeat(${kitProcessSteps.length}, minmax(0, 1fr)); }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  column-gap: ${(p) => p.theme.space(4)};
  padding-bottom: ${(p) => p.theme.space(6)};
  h3 { grid-column: 2; margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(1)}; font-size: ${typeScale.lg}; }
  p { grid-column: 2; margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  > svg { display: none; }
  /* The line from this step's number down to the next one's. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 21px;
    top: 48px;
    bottom: 4px;
    width: 2px;
    background: ${(p) => p.theme.colors.border};
  }
  ${mediaUp('medium')} {
    grid-template-columns: 44px minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    row-gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(6)};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: ${(p) => p.theme.shadows.card};
    h3, p { grid-column: 1 / -1; margin: 0; }
    p { font-size: ${typeScale.base}; }
    > svg { display: block; justify-self: end; align-self: center; width: 28px; height: 28px; color: ${(p) => p.theme.colors.brand}; }
    &:not(:last-child)::before { content: none; }
  }
`;

const Number = styled.span`
  ${roundBox(44)}
  grid-row: 1 / span 2;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 800;
  font-size: ${typeScale.lg};
  ${mediaUp('medium')} { grid-row: auto; }
`;

/**
 * SPEC §9's four steps of the Kit Digital process, each with its icon. The number is decorative;
 * each heading starts with a visually hidden "Paso n:", so a screen reader hears it where the eye sees it.
 */
export function ProcessSteps() {
  return (
    <List>
      {kitProcessSteps.map((step) => (
        <Step key={step.step}>
          <Number aria-hidden="true">{step.step}</Number>
          {step.icon && <KitIcon name={step.icon} />}
          <h3>
            <span className="visually-hidden">{kitStepLabel(step.step)}</span>
            {step.title}
          </h3>
          <p>{step.description}</p>
        </Step>
      ))}
    </List>
  );
}
