import { useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '@client/components/app-header';
import { RequestNewsAnnouncer } from '@client/components/request-news-announcer';
import { VerifyEmailBanner } from '@client/components/verify-email-banner';
import { BASKET_BAR_PADDING, BasketBar } from '@client/features/care-basket/basket-bar';
import { CareBasketSheet } from '@client/features/care-basket/care-basket-sheet';
import { useAppointmentRequests } from '@client/lib/api/get-appointment-requests';
import { useCareBasket } from '@client/lib/api/get-care-basket';
import { useLiveRequests } from '@client/lib/api/live-requests';
import { cn } from '@client/lib/cn';

/**
 * Every signed-in page under the header, with the care basket side sheet; while it is open the
 * family's requests stay current (news arrives live, and is announced).
 */
export function SignedInLayout() {
  const basket = useCareBasket();
  const requests = useAppointmentRequests();
  useLiveRequests();
  const [basketOpen, setBasketOpen] = useState(false);
  const basketButton = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const basketCount = basket.data?.length ?? 0;
  // The basket page already is the basket; elsewhere a non-empty basket gets the bottom bar.
  const showBar = basketCount > 0 && pathname !== '/care-basket';
  const openBasket = (event: MouseEvent<HTMLElement>) => {
    basketButton.current = event.currentTarget;
    setBasketOpen(true);
  };

  return (
    <div className={cn('min-h-screen bg-muted/40', showBar && BASKET_BAR_PADDING)}>
      <AppHeader
        basketCount={basketCount}
        requestNews={requests.data?.filter((request) => request.news).length ?? 0}
        onBasketClick={openBasket}
      />
      <VerifyEmailBanner />
      <RequestNewsAnnouncer requests={requests.data} />
      <CareBasketSheet
        open={basketOpen}
        onOpenChange={setBasketOpen}
        returnFocusTo={basketButton}
      />
      <Outlet />
      {showBar && <BasketBar count={basketCount} onOpen={openBasket} />}
    </div>
  );
}
