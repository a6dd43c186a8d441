import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@client/components/brand-logo';
import { LanguageSwitch } from '@client/components/language-switch';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { landingFeatures, landingSteps } from './landing-content';

// Every sign-in and sign-up control is a plain link to /api/login: the server alone decides how
// signing in works (built-in accounts or OpenID Connect). The ones that promise a new account
// say so, and built-in accounts open on the sign-up form.
const LOGIN_URL = '/api/login';
const SIGN_UP_URL = '/api/login?signup=1';

/** The signed-out page (docs/product.md#pages). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-teal-50 to-white">
      <header className="border-b border-border bg-white/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <BrandLogo />
          <div className="flex items-center gap-2">
            <Link
              to="/for-clinics"
              // On a phone the header has no room for it: the footer's link stays.
              className="hidden min-h-10 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-primary-hover hover:underline sm:inline-flex"
            >
              {t('forClinics')}
            </Link>
            <LanguageSwitch />
            <Button asChild>
              <a href={LOGIN_URL}>{t('signIn')}</a>
            </Button>
          </div>
        </div>
      </header>

      <main className="flex-1">
        <section
          aria-labelledby="hero-title"
          className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24"
        >
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{t('hero.text')}</p>
          <p className="mt-3 font-medium text-primary-hover">{t('hero.tagline')}</p>
          <Button asChild size="lg" className="mt-8">
            <a href={SIGN_UP_URL}>
              {t('hero.getStarted')} <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </section>

        <section aria-label={t('features.label')} className="mx-auto max-w-6xl px-4 pb-16">
          <ul className="grid gap-6 md:grid-cols-3">
            {landingFeatures(t).map(({ title, text, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent>
                    <Icon aria-hidden="true" className="size-8 text-primary" />
                    <h2 className="mt-4 text-xl font-semibold">{title}</h2>
                    <p className="mt-2 text-muted-foreground">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-title" className="text-center text-3xl font-bold">
              {t('steps.title')}
            </h2>
            <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {landingSteps(t).map((step, index) => (
                <li key={step.title} className="text-center">
                  <span
                    aria-hidden="true"
                    className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">
                    <span className="sr-only">{t('steps.number', { number: index + 1 })}</span>
                    {step.title}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section
          aria-labelledby="cta-title"
          className="bg-primary py-16 text-center text-primary-foreground"
        >
          <div className="mx-auto max-w-3xl px-4">
            <h2 id="cta-title" className="text-3xl font-bold">
              {t('cta.title')}
            </h2>
            <p className="mt-4 text-lg text-teal-50">{t('cta.text')}</p>
            <Button asChild size="lg" variant="on-primary" className="mt-8">
              <a href={SIGN_UP_URL}>{t('cta.signUp')}</a>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t border-border bg-white py-8 text-center text-sm text-muted-foreground">
        <p>{t('footer.rights')}</p>
        <p className="mt-1">{t('footer.notAdvice')}</p>
        <p className="mt-3">
          <Link to="/for-clinics" className="font-medium text-primary-hover underline">
            {t('forClinics')}
          </Link>
        </p>
      </footer>
    </div>
  );
}
