import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@client/components/brand-logo';
import { LanguageSwitch } from '@client/components/language-switch';

/**
 * The frame of the pages open without an account (sign-in, a provider's reply): logo, the
 * language switch, one card.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-teal-50 to-white">
      <header className="border-b border-border bg-white/80">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" aria-label={t('publicPage.home')}>
            <BrandLogo />
          </Link>
          <div className="ml-auto">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">{children}</main>
    </div>
  );
}
