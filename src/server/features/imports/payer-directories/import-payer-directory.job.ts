import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { OpenDirectory } from './fhir/directory-client';
import { runPayerImport } from './run-payer-import';

/** One payer directory import; resumed from its last saved page when claimed again. */
export const importPayerDirectoryJob = defineJob({
  kind: 'payer-directory-import',
  // Minutes of paging through another service: in the long lane, away from e-mails.
  lane: 'long',
  payload: z.object({ runId: z.uuid() }),
  handle: (payload, deps: { db: Db; openDirectory: OpenDirectory }) =>
    runPayerImport(deps.db, deps.openDirectory, payload),
});
