import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '@client/components/app-header';
import { VerifyEmailBanner } from '@client/components/verify-email-banner';
import { CareBasketSheet } from '@client/features/care-basket/care-basket-sheet';
import { useAppointmentRequests } from '@client/lib/api/get-appointment-requests';
import { useCareBasket } from '@client/lib/api/get-care-basket';

/** Every signed-in page under the header, with the care basket side sheet. */
export function SignedInLayout() {
  const basket = useCareBasket();
  const requests = useAppointmentRequests();
  const [basketOpen, setBasketOpen] = useState(false);
  const basketButton = useRef<HTMLElement | null>(null);

  return (
    <div className="min-h-screen bg-muted/40">
      <AppHeader
        basketCount={basket.data?.length ?? 0}
        requestNews={requests.data?.filter((request) => request.news).length ?? 0}
        onBasketClick={(event) => {
          basketButton.current = event.currentTarget;
          setBasketOpen(true);
        }}
      />
      <VerifyEmailBanner />
      <CareBasketSheet
        open={basketOpen}
        onOpenChange={setBasketOpen}
        returnFocusTo={basketButton}
      />
      <Outlet />
    </div>
  );
}
