import type { TFunction } from 'i18next';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isActiveImport } from '@shared/api/admin';
import {
  PAYER_IMPORT_STAGES,
  type PayerImportRun,
  type PayerImportStage,
} from '@shared/api/payer-directories';
import { useLocale } from '@client/i18n/use-locale';
import { importStatusName } from '../../audit/audit-summary';
import { formatDayAndTime } from '@shared/rules/intl-formats';

/** What the import is doing now, in an admin's words. */
export function stageName(t: TFunction<'admin'>, stage: PayerImportStage): string {
  switch (stage) {
    case 'networks':
      return t('payers.stage.networks');
    case 'plans':
      return t('payers.stage.plans');
    case 'practitioner-roles':
      return t('payers.stage.practitionerRoles');
    case 'affiliations':
      return t('payers.stage.affiliations');
    case 'listed-roles':
      return t('payers.stage.listedRoles');
    case 'listed-affiliations':
      return t('payers.stage.listedAffiliations');
    case 'ending':
      return t('payers.stage.ending');
  }
}

const dateTime = formatDayAndTime;

/**
 * A directory's newest import: while it works, its stage and what it has read so far; afterwards
 * what it found, and why it failed. The stage, the start and the end are one live region, so they
 * are announced; the running count and the bar stay out of it, or a screen reader would repeat
 * them at every poll.
 */
export function PayerRunSummary({ run, name }: { run: PayerImportRun | null; name: string }) {
  const { t } = useTranslation('admin');
  const active = run !== null && isActiveImport(run);
  return (
    <div className="grid gap-2 rounded-md border border-border bg-muted p-3 text-sm">
      <div role="status" className="grid gap-2">
        {!run ? (
          <p className="text-muted-foreground">{t('payers.run.never')}</p>
        ) : active ? (
          <ActiveStage run={run} />
        ) : (
          <FinishedRun run={run} />
        )}
      </div>
      {run && active && <ActiveProgress run={run} name={name} />}
    </div>
  );
}

const stepOf = (run: PayerImportRun) => PAYER_IMPORT_STAGES.indexOf(run.stage) + 1;

function ActiveStage({ run }: { run: PayerImportRun }) {
  const { t } = useTranslation('admin');
  return (
    <p className="flex items-start gap-2 font-medium">
      <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-primary" />
      <span>
        {run.status === 'queued'
          ? t('payers.run.queued')
          : t('payers.run.stage', {
              stage: stageName(t, run.stage),
              step: stepOf(run),
              steps: PAYER_IMPORT_STAGES.length,
            })}
      </span>
    </p>
  );
}

function ActiveProgress({ run, name }: { run: PayerImportRun; name: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { resources } = run.counts;
  return (
    <>
      {run.status !== 'queued' && (
        <p className="text-muted-foreground">
          {t('payers.run.read', { count: resources, n: resources.toLocaleString(locale) })}
        </p>
      )}
      <progress
        className="h-2 w-full accent-primary"
        aria-label={t('payers.run.progress', { name })}
        max={PAYER_IMPORT_STAGES.length}
        value={run.status === 'queued' ? 0 : stepOf(run) - 1}
      />
    </>
  );
}

/** Whether the run read only what changed, or everything (also when the directory refused). */
function readWhat(t: TFunction<'admin'>, run: PayerImportRun, locale: string): string {
  if (!run.changesSince) return t('payers.run.whole');
  const when = dateTime(run.changesSince, locale);
  return run.fullReadFallback
    ? t('payers.run.fullReadFallback', { when })
    : t('payers.run.changesSince', { when });
}

function FinishedRun({ run }: { run: PayerImportRun }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const n = (value: number) => value.toLocaleString(locale);
  const { counts } = run;
  const found = counts.matched + counts.created;
  const values = {
    status: importStatusName(t, run.status),
    when: dateTime(run.finishedAt ?? run.createdAt, locale),
    providers: t('payers.run.providers', {
      count: found,
      n: n(found),
      matched: n(counts.matched),
      created: n(counts.created),
    }),
    locations: t('payers.run.locations', { count: counts.locations, n: n(counts.locations) }),
    networks: t('payers.run.networks', { count: counts.networks, n: n(counts.networks) }),
    plans: t('payers.run.plans', { count: counts.plans, n: n(counts.plans) }),
    claims: t('payers.run.claims', {
      count: counts.claimsAdded,
      n: n(counts.claimsAdded),
      ended: n(counts.claimsEnded),
    }),
  };
  const failed = run.status === 'failed';
  return (
    <>
      {/* Locations are counted when a run completes: a failed one has none to tell. */}
      <p>{failed ? t('payers.run.lastFailed', values) : t('payers.run.last', values)}</p>
      <p className="text-muted-foreground">{readWhat(t, run, locale)}</p>
      {counts.skipped > 0 && (
        <p className="text-muted-foreground">
          {t('payers.run.skipped', { count: counts.skipped, n: n(counts.skipped) })}
        </p>
      )}
      {counts.elsewhere > 0 && (
        <p className="text-muted-foreground">
          {t('payers.run.elsewhere', { count: counts.elsewhere, n: n(counts.elsewhere) })}
        </p>
      )}
      {failed && (
        <p className="flex items-start gap-2 text-destructive">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('payers.run.error')}</span>{' '}
            {run.error ?? t('payers.run.noReason')}
          </span>
        </p>
      )}
    </>
  );
}
