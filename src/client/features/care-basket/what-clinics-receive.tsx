import { Loader2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WhatClinicsReceive as Facts } from '@shared/api/care-basket';
import { formatChildAge } from '@shared/rules/reply-wording';
import { Button } from '@client/components/ui/button';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { useWhatClinicsReceive } from '@client/lib/api/get-what-clinics-receive';

/**
 * Before sending, exactly what each clinic asked will be told about the family, as the server
 * assembles it for the request's e-mail (docs/product.md#care-basket), in the family's language,
 * with a way to change it on the profile. Shown by the basket page and the side sheet.
 */
export function WhatClinicsReceive({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('basket');
  const facts = useWhatClinicsReceive();
  const headingId = useId();
  const Heading = headingLevel;

  let body;
  if (facts.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
        {t('receive.loading')}
      </div>
    );
  } else if (facts.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{t('receive.loadFailed')}</p>
        <Button variant="outline" size="touch" onClick={() => void facts.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = <FactList facts={facts.data} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-lg border border-border bg-muted/40 p-4"
      data-testid="what-clinics-receive"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Heading id={headingId} className="font-semibold">
          {t('receive.title')}
        </Heading>
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
          aria-label={t('receive.editLabel')}
        >
          {t('receive.edit')}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{t('receive.intro')}</p>
      <div className="mt-3">{body}</div>
    </section>
  );
}

function FactList({ facts }: { facts: Facts }) {
  const { t } = useTranslation('basket');
  const locale = useLocale();
  const words = useCareOptionWords();
  const notGiven = t('receive.notGiven');
  const services = facts.services.map(words.service);
  const insurance = facts.insuranceType === null ? notGiven : words.insurance(facts.insuranceType);
  const language =
    facts.language === 'es'
      ? t('common:languageName.es')
      : facts.language === 'en'
        ? t('common:languageName.en')
        : t('receive.noLanguage');
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm @lg:grid-cols-[max-content_1fr]">
      <Fact term={t('receive.firstName')}>{facts.firstName ?? notGiven}</Fact>
      <Fact term={facts.careFor === 'self' ? t('receive.ownAge') : t('receive.childAge')}>
        {facts.childAge ? formatChildAge(facts.childAge, locale) : notGiven}
      </Fact>
      <Fact term={t('receive.services')}>{services.length ? services.join(', ') : notGiven}</Fact>
      <Fact term={t('receive.insurance')}>{insurance}</Fact>
      {facts.insurancePlan && <Fact term={t('receive.plan')}>{facts.insurancePlan}</Fact>}
      <Fact term={t('receive.zipCode')}>{facts.zipCode ?? notGiven}</Fact>
      <Fact term={t('receive.phone')}>{facts.phone ?? t('receive.noPhone')}</Fact>
      <Fact term={t('receive.note')}>
        {facts.lookingFor ? (
          <span className="whitespace-pre-line">{facts.lookingFor}</span>
        ) : (
          notGiven
        )}
      </Fact>
      <Fact term={t('receive.language')}>{language}</Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-y-0.5 @lg:col-span-2 @lg:grid-cols-subgrid">
      <dt className="font-medium">{term}</dt>
      <dd className="break-words text-muted-foreground">{children}</dd>
    </div>
  );
}
