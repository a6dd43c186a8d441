import { SignedInGate } from '@client/app/page-gates';
import { RouteError } from '@client/app/error-boundaries';

export { gateLoader as loader, onNewPathOrRetry as shouldRevalidate } from './gate-loader';

export default function SignedInGateRoute() {
  return <SignedInGate />;
}

export function ErrorBoundary() {
  return <RouteError route="/*" />;
}
