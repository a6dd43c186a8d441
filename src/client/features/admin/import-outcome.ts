import type { ImportRun } from '@shared/api/admin';

// The toast for a finished import (docs/product.md#imports), a pure function so it is tested
// without a page.
// The multi-state import reports providers and states; a single-state import names its state.

export interface Outcome {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

export function importOutcome(run: ImportRun): Outcome {
  const imported = run.states.length - run.failedStates.length;
  if (run.states.length === 1) {
    const state = run.states[0]!;
    return run.status === 'succeeded'
      ? {
          kind: 'success',
          title: `${state} Import Successful`,
          description: `Imported ${run.imported} ${state} autism specialists`,
        }
      : {
          kind: 'error',
          title: `${state} Import Failed`,
          description:
            run.failedStates[0]?.error ?? 'Failed to import providers. Please try again.',
        };
  }
  return run.status === 'failed'
    ? {
        kind: 'error',
        title: 'Import Failed',
        description: 'Failed to import providers. Please try again.',
      }
    : {
        kind: 'success',
        title: 'Import Successful',
        description: `Imported ${run.imported} providers from ${imported} states`,
      };
}
