import type { TFunction } from 'i18next';
import type {
  RegistryFileOutcome,
  RegistryFileRun,
  RegistryFileStatus,
} from '@shared/api/registry-file';

// The run's status, kind and counts in an admin's words.

export function statusName(t: TFunction<'admin'>, status: RegistryFileStatus): string {
  switch (status) {
    case 'queued':
      return t('registryFile.status.queued');
    case 'downloading':
      return t('registryFile.status.downloading');
    case 'running':
      return t('registryFile.status.running');
    case 'paused':
      return t('registryFile.status.paused');
    case 'succeeded':
      return t('registryFile.status.succeeded');
    case 'failed':
      return t('registryFile.status.failed');
  }
}

export const kindName = (t: TFunction<'admin'>, kind: RegistryFileRun['kind']): string =>
  kind === 'weekly' ? t('registryFile.kind.weekly') : t('registryFile.kind.monthly');

export function outcomeName(t: TFunction<'admin'>, outcome: RegistryFileOutcome): string {
  switch (outcome) {
    case 'added':
      return t('registryFile.counts.added');
    case 'updated':
      return t('registryFile.counts.updated');
    case 'unchanged':
      return t('registryFile.counts.unchanged');
    case 'reactivated':
      return t('registryFile.counts.reactivated');
    case 'deactivated':
      return t('registryFile.counts.deactivated');
    case 'notAutismCare':
      return t('registryFile.counts.notAutismCare');
    case 'outsideUs':
      return t('registryFile.counts.outsideUs');
    case 'unplaceable':
      return t('registryFile.counts.unplaceable');
    case 'malformed':
      return t('registryFile.counts.malformed');
    case 'older':
      return t('registryFile.counts.older');
  }
}

/** Rows read but not taken: other professions, unplaceable, malformed, superseded. */
export const skippedOf = ({ counts }: Pick<RegistryFileRun, 'counts'>): number =>
  counts.notAutismCare + counts.outsideUs + counts.unplaceable + counts.malformed + counts.older;

/** Whole percent of the file's bytes, when its size is known. */
export function percentOf(run: Pick<RegistryFileRun, 'bytesDone' | 'bytesTotal'>): number | null {
  if (!run.bytesTotal) return null;
  return Math.min(100, Math.floor((run.bytesDone / run.bytesTotal) * 100));
}

/** 'N added, N updated, N unchanged, N deactivated, N skipped'. */
export function runSummary(t: TFunction<'admin'>, run: RegistryFileRun, locale: string): string {
  const n = (value: number) => value.toLocaleString(locale);
  return t('registryFile.runs.summary', {
    added: n(run.counts.added),
    updated: n(run.counts.updated),
    unchanged: n(run.counts.unchanged),
    deactivated: n(run.counts.deactivated),
    skipped: n(skippedOf(run)),
  });
}
