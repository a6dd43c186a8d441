import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';

/** Shown while the profile has no insurance type, since matching needs one. */
export function ProfileBanner() {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
      <Info aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
      <p className="flex-1 font-medium text-amber-950">{t('profileBanner.text')}</p>
      <Button asChild size="touch" className="self-start sm:self-auto">
        <Link to="/profile">{t('profileBanner.action')}</Link>
      </Button>
    </div>
  );
}
