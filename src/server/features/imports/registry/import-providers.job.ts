import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { RegistryClient } from './nppes/nppes-client';
import { runImport } from './run-import';

/** One registry import run, state by state; resumed from the states done when retried. */
export const importProvidersJob = defineJob({
  kind: 'provider-import',
  // Minutes of waiting on the registry: in a lane of its own, away from e-mails and reminders.
  lane: 'long',
  payload: z.object({ runId: z.uuid(), city: z.string().default('') }),
  handle: (payload, deps: { db: Db; registryClient: RegistryClient }) =>
    runImport(deps.db, deps.registryClient, payload),
});
