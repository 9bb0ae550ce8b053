import styled from 'styled-components';
import { Icon } from './icons/icon';

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
`;

const Item = styled.details`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  &[open] > summary svg { transform: rotate(180deg); }
`;

// The padding sits on the summary, so the whole visible row is what a click or tap toggles.
const Question = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  cursor: pointer;
  font-weight: 600;
  color: ${(p) => p.theme.colors.ink};
  /* A chevron on the right instead of the browser's triangle. */
  list-style: none;
  &::-webkit-details-marker { display: none; }
  svg { flex: none; transition: transform 0.2s ease; }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Answer = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)};
  color: ${(p) => p.theme.colors.muted};
`;

/** One question and its answer. */
export type FaqItem = { question: string; answer: string };

/**
 * Questions that open to their answers: native <details>/<summary>, so they open by mouse and
 * keyboard in the prerendered page, before or without JavaScript.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <Question>
            {item.question}
            <Icon name="chevron-down" size={20} />
          </Question>
          <Answer>{item.answer}</Answer>
        </Item>
      ))}
    </List>
  );
}
