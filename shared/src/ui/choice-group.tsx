import type { ReactNode } from 'react';
import styled from 'styled-components';
import { canHover } from './theme/tokens';

/*
 * A row of pill-shaped choices that works without script: real radio inputs (uncontrolled, so a
 * choice made before hydration is kept), each with the id `{name}-{value}`. What a choice shows is
 * CSS: the page writes `:has(#{name}-{value}:checked)` rules for the content of every option, which
 * is all in the HTML. Script may listen (`onChange`) to animate or remember; it never has to.
 */

const Group = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: ${(p) => p.theme.space(1)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  legend { padding: 0; }
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.pill};
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease;
  -webkit-tap-highlight-color: transparent;
  ${canHover} { &:hover { color: ${(p) => p.theme.colors.brandDark}; background: ${(p) => p.theme.colors.brandSoft}; } }
  &:has(input:checked) { background: ${(p) => p.theme.colors.brand}; color: ${(p) => p.theme.colors.onDark}; }
  &:has(input:focus-visible) { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  /* The input stays in the accessibility tree and takes the keyboard; the label is what shows. */
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
  svg { width: 18px; height: 18px; flex: none; }
`;

export type ChoiceOption = { value: string; label: ReactNode; icon?: ReactNode };

type ChoiceGroupProps = {
  /** The radio group's name; each input's id is `{name}-{value}`. */
  name: string;
  /** Read by screen readers as the group's name. */
  legend: string;
  options: readonly ChoiceOption[];
  /** Checked in the prerendered HTML. */
  defaultValue: string;
  /** Associates the radios with a form elsewhere in the page (the value is then submitted with it). */
  form?: string;
  onChange?: (value: string) => void;
  className?: string;
};

export const choiceId = (name: string, value: string) => `${name}-${value}`;

export function ChoiceGroup({ name, legend, options, defaultValue, form, onChange, className }: ChoiceGroupProps) {
  return (
    <Group className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            id={choiceId(name, option.value)}
            name={name}
            value={option.value}
            form={form}
            defaultChecked={option.value === defaultValue}
            onChange={onChange ? () => onChange(option.value) : undefined}
          />
          {option.icon}
          {option.label}
        </Choice>
      ))}
    </Group>
  );
}
