import { css } from 'styled-components';
import type { PlanMode } from '@site/shared/schemas/tariff';

/*
 * The Personal / Empresa choice is two radios named `planMode` in the page's toolbar (ids
 * `planMode-personal`, `planMode-empresa`). Everything that differs by mode is in the HTML for
 * both modes, marked `data-plan-mode`, and CSS shows the checked mode's copy: no script decides.
 */

/** The radios' name, which is also the field the request form submits. */
export const PLAN_MODE_FIELD = 'planMode';

/** SPEC §2: Empresa is the default mode. */
export const DEFAULT_PLAN_MODE: PlanMode = 'empresa';

// Written out rather than imported from the tariff schema, whose module brings zod into the
// page's first load.
/** Both modes, in the order the page renders their content. */
export const PLAN_MODES: readonly PlanMode[] = ['empresa', 'personal'];

/** Marks content that belongs to one mode only. */
export const forPlanMode = (mode: PlanMode) => ({ 'data-plan-mode': mode });

/**
 * For an ancestor of the radios and of every `data-plan-mode` element (the page's root): hides
 * the content of the mode that is not checked. An element that comes back from `display: none`
 * replays its CSS animation, so the cards fade in again on every switch.
 */
export const planModeVisibility = css`
  &:has(#${PLAN_MODE_FIELD}-personal:checked) [data-plan-mode='empresa'],
  &:has(#${PLAN_MODE_FIELD}-empresa:checked) [data-plan-mode='personal'] {
    display: none;
  }
`;

/** The mode checked when it is needed (the radios belong to `form`), never mirrored in state. */
export function readPlanMode(form: HTMLFormElement): PlanMode {
  return new FormData(form).get(PLAN_MODE_FIELD) === 'personal' ? 'personal' : 'empresa';
}
