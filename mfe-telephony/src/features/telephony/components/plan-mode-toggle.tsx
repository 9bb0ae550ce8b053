import styled, { css } from 'styled-components';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { Icon, type SpriteIconName } from '@site/shared/ui';

const Group = styled.div`
  display: inline-flex;
  padding: ${(p) => p.theme.space(1)};
  gap: ${(p) => p.theme.space(1)};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
`;

const Option = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(6)}`};
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  font-weight: 600;
  cursor: pointer;
  background: transparent;
  color: ${(p) => p.theme.colors.muted};
  transition: background-color 0.2s ease, color 0.2s ease;
  &:hover { color: ${(p) => p.theme.colors.brandDark}; }
  ${(p) =>
    p.$active &&
    css`
      background: ${p.theme.colors.brand};
      color: ${p.theme.colors.onDark};
      &:hover { color: ${p.theme.colors.onDark}; }
    `}
  svg { width: 18px; height: 18px; }
`;

const options: { mode: PlanMode; label: string; icon: SpriteIconName }[] = [
  { mode: 'personal', label: 'Personal', icon: 'user' },
  { mode: 'empresa', label: 'Empresa', icon: 'building' },
];

/** The Personal / Empresa switch (SPEC §4 plan mode): two toggle buttons, one pressed. */
export function PlanModeToggle({ mode, onChange }: { mode: PlanMode; onChange: (mode: PlanMode) => void }) {
  return (
    <Group role="group" aria-label="Tipo de cliente">
      {options.map(({ mode: value, label, icon }) => (
        <Option key={value} type="button" $active={mode === value} aria-pressed={mode === value} onClick={() => onChange(value)}>
          <Icon name={icon} />
          {label}
        </Option>
      ))}
    </Group>
  );
}
