import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { useProfile } from '@client/lib/api/get-profile';
import { ProfileForm } from './profile-form';

/**
 * `/welcome`: the first-run step a family meets once its address is confirmed
 * (docs/product.md#profile): insurance, services, ZIP code and the child's age, and what it may
 * give the clinics it asks (phone, note, language), then the providers that fit. A family whose
 * profile already says so goes straight on (the page's loader sends it).
 */
export default function WelcomePage() {
  const { t } = useTranslation('profile');
  const { data: profile } = useProfile();
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('welcome.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('welcome.intro')}</p>
      <Card className="mt-6">
        <CardContent padding="tight">
          {profile ? (
            <ProfileForm profile={profile} firstRun />
          ) : (
            <div role="status" className="flex items-center justify-center gap-3 py-10">
              <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
              <span className="text-muted-foreground">{t('page.loading')}</span>
            </div>
          )}
        </CardContent>
      </Card>
      <p className="mt-4 text-sm">
        <Link
          to="/"
          // At least 24 px tall: a target on its own line, not a word inside a sentence.
          className="inline-flex min-h-6 items-center text-primary underline-offset-4 hover:underline"
        >
          {t('welcome.later')}
        </Link>
      </p>
    </main>
  );
}
