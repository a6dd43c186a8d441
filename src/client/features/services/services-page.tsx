import { Clock, MapPin, Stethoscope, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import type { TFunction } from 'i18next';
import type { ServiceWaits } from '@shared/api/providers';
import { plusDays } from '@shared/rules/best-opening';
import { formatDay } from '@shared/rules/intl-formats';
import { formatWait } from '@shared/rules/wait-time';
import { useLocale } from '@client/i18n/use-locale';
import { useProfile } from '@client/lib/api/get-profile';
import { useServiceWaits } from './api/get-service-waits';
import { ageGroupWords, serviceCategories, type Service } from './services-catalogue';

/**
 * A service's typical wait from the directory's own data: the median wait of the providers
 * offering it, as the time and the day it comes to ('6 months: around 26 May 2027 (the middle wait
 * of 120 providers)'); said to be unknown without enough providers to tell, and to be from sample
 * data when only the fictional sample providers have told.
 */
function typicalWaitText(
  service: Service,
  /** The directory's answer; 'failed' when it could not be read. */
  waits: ServiceWaits | 'failed' | undefined,
  t: TFunction<'services'>,
  searchT: TFunction<'search'>,
  locale: string,
): string {
  if (!service.directoryService) return t('page.typicalWaitUntracked');
  if (waits === 'failed') return t('page.typicalWaitFailed');
  if (!waits) return t('page.typicalWaitLoading');
  const found = waits.services.find((entry) => entry.service === service.directoryService);
  if (!found || found.medianDays === null) return t('page.typicalWaitUnknown');
  const values = {
    wait: formatWait(found.medianDays, searchT),
    date: formatDay(plusDays(new Date(), found.medianDays), locale),
    count: found.providers,
  };
  return found.fromSample
    ? t('page.typicalWaitSample', values)
    : t('page.typicalWaitValue', values);
}

/** The signed-in start page (`/` and `/services`): what kinds of care exist. */
export default function ServicesPage() {
  const { t } = useTranslation('services');
  // The page speaks to an adult looking for care for themselves, once the profile says so.
  const forSelf = useProfile().data?.careFor === 'self';
  const categories = serviceCategories(t, forSelf);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <section aria-labelledby="services-title" className="text-center">
        <h1 id="services-title" className="text-3xl font-bold sm:text-4xl">
          {t('page.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-muted-foreground">{t('page.intro')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* Its words may wrap: in Spanish they are wider than a phone. */}
          <Button asChild size="lg" wrap className="text-center">
            <Link to="/home?tab=map">
              <MapPin aria-hidden="true" /> {t('page.findProviders')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/home">{t('page.getStarted')}</Link>
          </Button>
        </div>
      </section>

      <nav aria-label={t('page.categoriesLabel')} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-block rounded-full border border-border px-4 py-1.5 text-sm font-medium hover:bg-muted"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {categories.map((category) => (
        <section
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-title`}
          className="mt-12 scroll-mt-20"
        >
          <h2 id={`${category.id}-title`} className="text-2xl font-bold">
            {category.title}
          </h2>
          <p className="mt-2 max-w-4xl text-muted-foreground">{category.summary}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {category.services.map((service) => (
              <li key={service.name}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <p className="mt-12 text-center text-sm text-muted-foreground">
        {t('page.notAdvice', { context: forSelf ? 'self' : undefined })}
      </p>
    </main>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const { t: searchT } = useTranslation('search');
  const locale = useLocale();
  // One query for the page, shared by its cards.
  const serviceWaits = useServiceWaits();
  const waits = serviceWaits.isError ? 'failed' : serviceWaits.data;
  const ageGroup = ageGroupWords(t)[service.ageGroup];
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{service.name}</h3>
          <Badge variant="secondary">{ageGroup}</Badge>
        </div>
        <p className="text-muted-foreground">{service.description}</p>
        <dl className="mt-auto grid gap-2 text-sm">
          <div className="flex gap-2">
            <dt className="flex shrink-0 items-center gap-1 font-medium">
              <Stethoscope aria-hidden="true" className="size-4 text-primary" />{' '}
              {t('page.providedBy')}
            </dt>
            <dd>{service.providerTypes.join(', ')}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex shrink-0 items-center gap-1 font-medium">
              <Clock aria-hidden="true" className="size-4 text-primary" /> {t('page.typicalWait')}
            </dt>
            <dd>{typicalWaitText(service, waits, t, searchT, locale)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex shrink-0 items-center gap-1 font-medium">
              <Users aria-hidden="true" className="size-4 text-primary" /> {t('page.ageGroup')}
            </dt>
            <dd>{ageGroup}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
