import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@client/components/brand-logo';

/**
 * The frame of the pages open without an account (sign-in, a provider's reply): logo, one card.
 * `headerEnd` sits at the header's right end (a clinic's pages put the language switch there).
 */
export function PublicPage({
  children,
  headerEnd,
}: {
  children: ReactNode;
  headerEnd?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-teal-50 to-white">
      <header className="border-b border-border bg-white/80">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" aria-label="Autism Care Finder home">
            <BrandLogo />
          </Link>
          {headerEnd && <div className="ml-auto">{headerEnd}</div>}
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">{children}</main>
    </div>
  );
}
