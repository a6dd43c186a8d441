import type { TFunction } from 'i18next';
import type { ImportRun } from '@shared/api/admin';

// The toast for a finished import (docs/product.md#imports), a pure function so it is tested
// without a page.
// The multi-state import reports providers and states; a single-state import names its state.

export interface Outcome {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

export function importOutcome(t: TFunction<'admin'>, run: ImportRun): Outcome {
  const imported = run.states.length - run.failedStates.length;
  if (run.states.length === 1) {
    const state = run.states[0]!;
    return run.status === 'succeeded'
      ? {
          kind: 'success',
          title: t('outcome.stateSucceeded', { state }),
          description: t('outcome.stateImported', { state, count: run.imported }),
        }
      : {
          kind: 'error',
          title: t('outcome.stateFailed', { state }),
          // The registry's own error, as the server recorded it.
          description: run.failedStates[0]?.error ?? t('outcome.failedTryAgain'),
        };
  }
  return run.status === 'failed'
    ? {
        kind: 'error',
        title: t('outcome.failed'),
        description: t('outcome.failedTryAgain'),
      }
    : {
        kind: 'success',
        title: t('outcome.succeeded'),
        description: t('outcome.imported', { providers: run.imported, count: imported }),
      };
}
