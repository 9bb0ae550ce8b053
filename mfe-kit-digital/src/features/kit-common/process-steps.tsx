import styled from 'styled-components';
import type { KitProcessStep } from '@site/shared/schemas/kit-digital';
import { mediaUp } from '@site/shared/ui';
import { KitIcon } from './kit-icon';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${mediaUp('medium')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('large')} { grid-template-columns: repeat(4, 1fr); }
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const StepTitle = styled.h3`
  font-size: 1.125rem;
  margin: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  svg { width: 28px; height: 28px; color: ${(p) => p.theme.colors.brand}; }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 800;
  font-size: 1.125rem;
`;

/** SPEC §9's four steps as a numbered list (the numbers are the list's own, read as "Paso n"). */
export function ProcessSteps({ steps, headingLevel = 'h3' }: { steps: KitProcessStep[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <List>
      {steps.map((step) => (
        <Step key={step.step}>
          <Head>
            <StepNumber aria-hidden="true">{step.step}</StepNumber>
            {step.icon && <KitIcon name={step.icon} />}
          </Head>
          <StepTitle as={headingLevel}>
            <span className="visually-hidden">Paso {step.step}: </span>
            {step.title}
          </StepTitle>
          <p>{step.description}</p>
        </Step>
      ))}
    </List>
  );
}
