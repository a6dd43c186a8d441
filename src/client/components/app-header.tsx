import { CalendarDays, MapPinned, ShoppingBasket, Stethoscope } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@client/components/brand-logo';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LanguageSwitch } from '@client/components/language-switch';
import { UserMenu } from '@client/components/user-menu';
import { useCurrentUser } from '@client/lib/session-user';

/** The header on every signed-in screen; renders nothing when nobody is signed in. */
export function AppHeader({
  basketCount,
  requestNews = 0,
  onBasketClick,
}: {
  basketCount?: number;
  /** Requests a clinic answered since the family last looked: a count on Appointments. */
  requestNews?: number;
  /** Opens the basket side sheet; without it the control links to /care-basket. */
  onBasketClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  // Spanish labels are kept as short as the English ones, so the nav still fits from sm up.
  const navItems = [
    { to: '/', label: t('header.services'), Icon: Stethoscope, end: true },
    { to: '/home?tab=map', label: t('header.providerMap'), Icon: MapPinned, end: false },
    { to: '/appointments', label: t('header.appointments'), Icon: CalendarDays, end: false },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        {/* Below lg the wordmark shrinks to nothing so the nav fits at 375px; it stays the
            link's accessible name because it is only sized away, not removed. */}
        <Link
          to="/"
          className="shrink-0 rounded-lg max-lg:[&>span]:gap-0 max-lg:[&>span]:text-[0px]"
        >
          <BrandLogo />
        </Link>

        <nav aria-label={t('header.mainNav')} className="flex flex-1 items-center gap-1">
          {navItems.map(({ to, label, Icon, end }) => (
            <Button
              key={to}
              asChild
              variant="ghost"
              size="custom"
              className="h-10 gap-2 px-2.5 py-2 text-sm aria-[current=page]:bg-muted aria-[current=page]:text-primary sm:px-3"
            >
              <NavLink to={to} end={end} className="relative">
                <Icon aria-hidden="true" />
                {/* Hidden on small screens to save room, but still the link's accessible name. */}
                <span className="sr-only sm:not-sr-only">{label}</span>
                {to === '/appointments' && requestNews > 0 && (
                  <>
                    <span className="sr-only">
                      {t('header.newAnswers', { count: requestNews })}
                    </span>
                    <Badge
                      aria-hidden="true"
                      size="count"
                      className="absolute -top-1 -right-1 ring-2 ring-background sm:static sm:ring-0"
                    >
                      {requestNews > 99 ? t('header.countOver99') : requestNews}
                    </Badge>
                  </>
                )}
              </NavLink>
            </Button>
          ))}
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <CareBasketControl count={basketCount ?? 0} onClick={onBasketClick} />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/** A count badge only when the basket holds something: a '0' badge would only be noise. */
function CareBasketControl({
  count,
  onClick,
}: {
  count: number;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation();
  const label = count > 0 ? t('header.careBasketCount', { count }) : t('header.careBasket');
  const content = (
    <>
      <ShoppingBasket aria-hidden="true" className="size-5!" />
      {count > 0 && (
        // The control's name already says the count, so the badge is for sighted users only.
        <Badge
          aria-hidden="true"
          size="count"
          className="absolute -top-1 -right-1 ring-2 ring-background"
        >
          {count > 99 ? t('header.countOver99') : count}
        </Badge>
      )}
    </>
  );
  if (onClick) {
    return (
      <Button
        variant="ghost"
        size="icon-touch"
        className="relative"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" size="icon-touch" className="relative">
      <Link to="/care-basket" aria-label={label}>
        {content}
      </Link>
    </Button>
  );
}
