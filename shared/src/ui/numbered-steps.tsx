import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stepPrefix } from '../content/ui-copy';
import { bareList, roundBox } from './shapes';
import { mediaUp, typeScale } from './theme/tokens';

// One column on phones, two on tablets, every step in one row from `large` (at most four).
const List = styled.ol<{ $count: number }>`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${mediaUp('medium')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('large')} { grid-template-columns: repeat(${(p) => Math.min(p.$count, 4)}, minmax(0, 1fr)); }
`;

const Step = styled.li`
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

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  svg { width: 28px; height: 28px; color: ${(p) => p.theme.colors.brand}; }
`;

const StepNumber = styled.span`
  ${roundBox(44)}
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 800;
  font-size: ${typeScale.lg};
`;

const StepTitle = styled.h3`
  font-size: ${typeScale.lg};
  margin: 0;
`;

/** One step: its number, title, description and, optionally, a decorative icon. */
export type NumberedStep = { step: number; title: string; description: string; icon?: ReactNode };

type NumberedStepsProps = {
  steps: readonly NumberedStep[];
  /** h3 under a section's h2; h4 where the steps sit under an h3 of their own. */
  headingLevel?: 'h3' | 'h4';
};

/**
 * A process as a numbered list of cards. The big number is decorative; each heading starts
 * with a visually hidden "Paso n:", so a screen reader hears it where the eye sees it.
 */
export function NumberedSteps({ steps, headingLevel = 'h3' }: NumberedStepsProps) {
  return (
    <List $count={steps.length}>
      {steps.map((step) => (
        <Step key={step.step}>
          <Head>
            <StepNumber aria-hidden="true">{step.step}</StepNumber>
            {step.icon}
          </Head>
          <StepTitle as={headingLevel}>
            <span className="visually-hidden">{stepPrefix(step.step)}</span>
            {step.title}
          </StepTitle>
          <p>{step.description}</p>
        </Step>
      ))}
    </List>
  );
}
