import { Loader2, MonitorSmartphone } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toastFailure } from '@client/lib/toast-failure';
import { useSessions } from './api/get-sessions';
import { useSignOutOthers } from './api/sign-out-others';

const lastSeen = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in, and a way to end every session but this one. */
export function SessionsCard() {
  const id = useId();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Where you are signed in
          </h2>
          {sessions.isPending ? (
            <p role="status" className="mt-4 flex items-center gap-2 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading...
            </p>
          ) : sessions.isError ? (
            <p role="alert" className="mt-4">
              We couldn&apos;t load your sessions. Please try again later.
            </p>
          ) : (
            <ul className="mt-4 grid gap-3">
              {sessions.data.map((session) => (
                <li key={session.id} className="flex items-start gap-3">
                  <MonitorSmartphone
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-primary"
                  />
                  <div className="min-w-0">
                    <p className="font-medium">
                      {session.browser}{' '}
                      {session.current && <Badge variant="secondary">This browser</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Last active {lastSeen.format(new Date(session.lastSeenAt))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="outline"
            className="mt-4 h-11"
            disabled={others === 0 || signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: () =>
                  toast.success('Signed out everywhere else', {
                    description: 'Only this browser is still signed in.',
                  }),
                onError: (error) =>
                  toastFailure(error, 'Error', 'The other browsers could not be signed out.'),
              })
            }
          >
            Sign out everywhere else
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
