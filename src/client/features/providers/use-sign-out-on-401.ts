import { useEffect, useRef } from 'react';
import { isUnauthorizedError } from '@client/lib/api-client';
import { handleSignedOut } from '@client/lib/signed-out';

/** A session that ended while the page was open is told once and sent to sign in. */
export function useSignOutOn401(errors: readonly unknown[]) {
  const signedOut = errors.some(isUnauthorizedError);
  const handled = useRef(false);
  useEffect(() => {
    if (!signedOut || handled.current) return;
    handled.current = true;
    handleSignedOut();
  }, [signedOut]);
}
