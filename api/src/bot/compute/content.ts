import { additionalLines } from '@site/shared/content/additional-lines';
import { kitProgramme, kitSegments, kitSolutions } from '@site/shared/content/kit-digital';
import { projectCard, projects } from '@site/shared/content/projects';
import { tariffs } from '@site/shared/content/tariffs';
import { telephonyFacts } from '@site/shared/content/telephony';
import { MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import type { AdditionalLine } from '@site/shared/schemas/additional-lines';
import type { KitSegment, KitSolution } from '@site/shared/schemas/kit-digital';
import type { Project } from '@site/shared/schemas/project';
import type { Tariff } from '@site/shared/schemas/tariff';

/**
 * The records a computed answer reads, passed in rather than imported by each calculator, so a
 * test can change a price in a copy and see the answer follow it. Every figure in a computed
 * answer comes from here.
 */
export type ComputeContent = {
  tariffs: readonly Tariff[];
  additionalLines: readonly AdditionalLine[];
  maxAdditionalLines: number;
  /** How each mode's prices are stated: Empresa before VAT ('sin IVA'), Personal final ('precio final'). */
  vatNote: { empresa: string; personal: string };
  kitSolutions: readonly KitSolution[];
  kitSegments: readonly KitSegment[];
  /** The bono's cap and who it is for ("Hasta 3.000 €", "De 0 a 2 empleados"). */
  kitTier: { amount: string; employees: string };
  /** The portfolio's projects as their cards show them (a project with a page of its own links it). */
  projects: readonly Project[];
};

let records: ComputeContent | undefined;

/**
 * The site's records as they are: made once (the records do not change while the server runs; each
 * question used to rebuild the project cards and, with a new object, the portfolio's patterns).
 * Frozen: a variant for a test is a copy (`structuredClone`).
 */
export function siteContent(): ComputeContent {
  return (records ??= Object.freeze({
    tariffs: tariffs as Tariff[],
    additionalLines,
    maxAdditionalLines: MAX_ADDITIONAL_LINES,
    vatNote: { empresa: telephonyFacts.vat.empresa.note, personal: telephonyFacts.vat.personal.note },
    kitSolutions,
    kitSegments,
    kitTier: kitProgramme.tier,
    projects: projects.map(projectCard),
  }));
}
