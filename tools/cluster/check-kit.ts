import type { Cluster } from './harness';

/** What a check measured, printed at the end of the run (real figures, never expectations). */
export type Figures = Record<string, string | number>;
/** One check of the cluster run: `run` throws to fail and writes its figures. */
export type Check = { name: string; run: (cluster: Cluster, figures: Figures) => Promise<void> };

export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
