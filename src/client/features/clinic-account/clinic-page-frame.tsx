import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@client/components/brand-logo';
import { LanguageSwitch } from '@client/components/language-switch';

/**
 * The frame of the clinic pages open without an account: logo, the language switch and the way to
 * sign in, then a column wide enough for a search and its results.
 */
export function ClinicPageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('claims');
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-teal-50 to-white">
      <header className="border-b border-border bg-white/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
          <Link to="/" aria-label={t('frame.home')}>
            <BrandLogo />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <Link
              to="/clinic/sign-in"
              className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-primary hover:underline"
            >
              {t('frame.signIn')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:py-12">
        {children}
      </main>
    </div>
  );
}
