import { kitProcessSteps } from '@site/shared/content/kit-digital-pages';
import { NumberedSteps } from '@site/shared/ui';
import { KitIcon } from './kit-icon';

const steps = kitProcessSteps.map((step) => ({ ...step, icon: step.icon && <KitIcon name={step.icon} /> }));

/** SPEC §9's four steps of the Kit Digital process, each with its icon. */
export function ProcessSteps({ headingLevel = 'h3' }: { headingLevel?: 'h3' | 'h4' }) {
  return <NumberedSteps steps={steps} headingLevel={headingLevel} />;
}
