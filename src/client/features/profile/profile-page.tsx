import { ArrowLeft, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { isUnauthorizedError } from '@client/lib/api-client';
import { AccountCard } from './account-card';
import { useProfile } from '@client/lib/api/get-profile';
import { PasswordCard } from './password-card';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';
import { YourDataCard } from './your-data-card';

/** `/profile`: the account and the 'Insurance & Services' form (docs/product.md#profile). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const profileQuery = useProfile();
  // The query client answers an ended session; until the redirect, the page keeps its spinner.
  const signedOut = isUnauthorizedError(profileQuery.error);

  let formArea;
  if (profileQuery.data) {
    formArea = <ProfileForm profile={profileQuery.data} />;
  } else if (profileQuery.isError && !signedOut) {
    formArea = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{t('page.loadFailed')}</p>
        <Button variant="outline" onClick={() => void profileQuery.refetch()}>
          {t('page.tryAgain')}
        </Button>
      </div>
    );
  } else {
    formArea = (
      <div role="status" className="flex items-center justify-center gap-3 py-10">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">{t('page.loading')}</span>
      </div>
    );
  }

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/home">
          <ArrowLeft aria-hidden="true" /> {t('page.back')}
        </Link>
      </Button>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('page.intro')}</p>

      <div className="mt-8 grid gap-6">
        <AccountCard />
        <section aria-labelledby="insurance-services-title">
          <Card>
            <CardContent padding="tight">
              <h2 id="insurance-services-title" className="text-lg font-semibold">
                {t('page.insuranceServicesTitle')}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {t('page.insuranceServicesIntro')}
              </p>
              <div className="mt-6">{formArea}</div>
            </CardContent>
          </Card>
        </section>
        <PasswordCard />
        <SessionsCard />
        <YourDataCard />
      </div>
    </main>
  );
}
