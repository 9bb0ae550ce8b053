import { planModeCopy } from '@site/shared/content/telephony';
import { ChoiceGroup, Icon, type ChoiceOption } from '@site/shared/ui';
import { DEFAULT_PLAN_MODE, PLAN_MODE_FIELD } from '../plan-mode';
import { REQUEST_FORM_ID } from '../request-choice';

const options: readonly ChoiceOption[] = [
  { value: 'personal', label: planModeCopy.personal, icon: <Icon name="user" /> },
  { value: 'empresa', label: planModeCopy.empresa, icon: <Icon name="building" /> },
];

/**
 * The Personal / Empresa switch (SPEC §4 plan mode): two radios, Empresa checked in the HTML.
 * They belong to the request form, so the chosen mode is sent with it, script or not.
 */
export function PlanModeToggle() {
  return (
    <ChoiceGroup name={PLAN_MODE_FIELD} legend={planModeCopy.legend} options={options} defaultValue={DEFAULT_PLAN_MODE} form={REQUEST_FORM_ID} />
  );
}
