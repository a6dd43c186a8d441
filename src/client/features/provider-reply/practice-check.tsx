import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyPractice } from '@shared/api/provider-replies';
import { formatDay } from '@shared/rules/intl-formats';
import {
  draftOf,
  PracticeFactsFields,
  readFacts,
  type FactsErrors,
} from '@client/components/practice-facts-fields';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useConfirmPractice } from './api/confirm-practice';

/**
 * 'Is this still right?': what families are told of the practice's ages, languages and
 * telehealth, for the clinic to correct and confirm through the request's reply link. Families
 * then read them as reported by the clinic, with the day.
 */
export function PracticeCheck({ token, practice }: { token: string; practice: ReplyPractice }) {
  const { t } = useTranslation('clinic');
  const locale = useLocale();
  const [draft, setDraft] = useState(() => draftOf(practice));
  const [errors, setErrors] = useState<FactsErrors>({});
  const confirm = useConfirmPractice(token);
  const reportedAt = confirm.data?.reportedAt ?? practice.reportedAt;
  const day = (at: string) => formatDay(at, locale);

  return (
    <section aria-labelledby="practice-check-heading" className="grid gap-4 border-t pt-6">
      <div>
        <h2 id="practice-check-heading" className="text-lg font-semibold">
          {t('practice.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('practice.intro')}</p>
        {reportedAt && !confirm.isSuccess && (
          <p className="mt-1 text-sm text-muted-foreground">
            {t('practice.lastConfirmed', { date: day(reportedAt) })}
          </p>
        )}
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const read = readFacts(draft);
          setErrors(read.errors ?? {});
          if (read.facts) confirm.mutate(read.facts);
        }}
      >
        <PracticeFactsFields draft={draft} errors={errors} onChange={setDraft} />
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={confirm.isPending}
        >
          {confirm.isPending ? t('practice.saving') : t('practice.confirm')}
        </Button>
        <p role="status" className="text-sm">
          {confirm.isSuccess && reportedAt ? t('practice.saved', { date: day(reportedAt) }) : ''}
        </p>
        {confirm.isError && (
          <FormMessage id="practice-check-error">
            {apiErrorMessage(confirm.error, t('practice.failed'))}
          </FormMessage>
        )}
      </form>
    </section>
  );
}
