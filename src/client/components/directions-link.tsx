import { Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { directionsUrl } from '@shared/rules/street-address';

/**
 * 'Directions' to a street address, in the phone's or the browser's maps, in a new tab; nothing
 * when there is no street to go to.
 */
export function DirectionsLink({
  address,
  className,
}: {
  address: string | null;
  /** How it looks, beside the other ways to reach the place. */
  className: string;
}) {
  const { t } = useTranslation('common');
  const href = directionsUrl(address);
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <Navigation aria-hidden="true" className="size-4" />
      {t('directions.link')}
      <span className="sr-only"> {t('directions.newTab')}</span>
    </a>
  );
}
