import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link to a clinic's own website (its home page, booking page or contact form). It opens in a
 * new tab and says so to screen readers, and its words say whose site it is, so a family never
 * mistakes it for asking through the app (docs/product.md#list).
 */
export function ClinicSiteLink({
  href,
  says,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Its words, when it is the clinic's booking page or contact form; else its children say. */
  says?: 'book' | 'contactForm';
}) {
  const { t } = useTranslation('common');
  const words = says === 'book' ? t('clinicSite.book') : says && t('clinicSite.contactForm');
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {words}
      {children}
      {/* The space outside the hidden words: one inside it would be dropped from the name. */}{' '}
      <span className="sr-only">{t('clinicSite.newTab')}</span>
    </a>
  );
}
