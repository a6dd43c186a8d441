import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpen } from '@shared/rules/request-status';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAppointmentRequests } from '@client/lib/api/get-appointment-requests';
import { useMarkRequestsSeen } from '@client/lib/api/mark-requests-seen';
import { LoadingStatus } from '@client/components/loading-status';
import { ClinicsToCall } from './clinics-to-call';
import { RequestCard } from './request-card';
import { useFocusHash } from './use-focus-hash';

/** `/appointments`: the family's requests, scheduled first (docs/product.md#request-order). */
export default function AppointmentsPage() {
  const { t } = useTranslation('requests');
  const requests = useAppointmentRequests();
  // Opening the page is what makes the clinics' answers so far no longer news. News that arrives
  // while it is open (live) stays news, counted in the header, until the page is opened again.
  const seen = useMarkRequestsSeen();
  const [openedWithNews, setOpenedWithNews] = useState<boolean | null>(null);
  if (openedWithNews === null && requests.data) {
    setOpenedWithNews(requests.data.some((request) => request.news));
  }
  useEffect(() => {
    if (openedWithNews && seen.isIdle) seen.mutate();
  }, [openedWithNews, seen]);
  // A top appointment option leads here with the card's id as the hash.
  useFocusHash(Boolean(requests.data?.length));

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <Link
        to="/home"
        className="flex min-h-6 w-fit items-center gap-2 text-sm font-medium hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('page.backToMap')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold break-words">{t('page.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('page.intro')}</p>
      </div>
      {requests.isLoading ? (
        <LoadingStatus label={t('page.loading')} />
      ) : requests.error ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p>{t('page.loadFailed')}</p>
            <Button variant="outline" onClick={() => requests.refetch()}>
              {t('page.tryAgain')}
            </Button>
          </CardContent>
        </Card>
      ) : requests.data && requests.data.length > 0 ? (
        <>
          <ClinicsToCall requests={requests.data} />
          <ul className="grid gap-4">
            {requests.data.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  others={requests.data.filter(
                    (other) => other.id !== request.id && isOpen(other.status),
                  )}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <CalendarDays aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{t('page.emptyTitle')}</h2>
            <p className="text-muted-foreground">{t('page.emptyHint')}</p>
            <Button asChild>
              <Link to="/home">{t('page.findProviders')}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
