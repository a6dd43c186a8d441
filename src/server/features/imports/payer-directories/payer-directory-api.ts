import {
  NO_PAYER_IMPORT_COUNTS,
  type PayerDirectory,
  type PayerImportRun,
} from '@shared/api/payer-directories';
import type { InsuranceOption } from '@shared/rules/care-options';
import type { Language } from '@shared/i18n/languages';
import type { PayerDirectoryRow, PayerImportRunRow } from '@server/db/schema';
import { wordsIn } from '@server/lib/errors';

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** A run as the API answers it, its failure worded in the reader's language. */
export const toApiPayerRun = (row: PayerImportRunRow, language: Language): PayerImportRun => ({
  id: row.id,
  directoryId: row.directoryId,
  status: row.status,
  changesSince: isoOrNull(row.changesSince),
  fullReadFallback: row.fullReadFallback,
  stage: row.stage,
  // Runs from before a count was added lack it: none were counted then.
  counts: { ...NO_PAYER_IMPORT_COUNTS, ...row.counts },
  error: row.errorWords ? wordsIn(language, row.errorWords) : row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: isoOrNull(row.finishedAt),
});

export const toApiPayerDirectory = (
  row: PayerDirectoryRow,
  extra: Pick<PayerDirectory, 'providers' | 'networks' | 'lastRun'>,
): PayerDirectory => ({
  id: row.id,
  name: row.name,
  baseUrl: row.baseUrl,
  insuranceType: row.insuranceType as InsuranceOption,
  createdAt: row.createdAt.toISOString(),
  ...extra,
});
