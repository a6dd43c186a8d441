import { MonitorSmartphone } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { SessionDevice } from '@shared/api/auth';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage, ApiError } from '@client/lib/api-client';
import { LoadingStatus } from '@client/components/loading-status';
import { useSessions } from './api/get-sessions';
import { useSignOutOthers } from './api/sign-out-others';
import { ProveItIsYouDialog } from './prove-it-is-you-dialog';
import { formatDayAndTime } from '@shared/rules/intl-formats';

/** 'Firefox on Windows' in the reader's language; the browser's and system's names are brands. */
function deviceName(device: SessionDevice | null, t: TFunction<'profile'>): string {
  if (!device) return t('sessions.unknownBrowser');
  const browser = device.browser ?? t('sessions.aBrowser');
  return device.system
    ? t('sessions.browserOnSystem', { browser, system: device.system })
    : browser;
}

/** The server's answer to a password that was not the account's: said beside the field. */
const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'wrong_password';

/** Where the account is signed in, and a way to end every session but this one. */
export function SessionsCard() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const id = useId();
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const [open, setOpen] = useState(false);
  const wrongPassword =
    signOutOthers.error && isWrongPassword(signOutOthers.error)
      ? apiErrorMessage(signOutOthers.error, t('pleaseTryAgain'))
      : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent padding="tight">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('sessions.title')}
          </h2>
          {sessions.isPending ? (
            <LoadingStatus label={t('sessions.loading')} className="mt-4" />
          ) : sessions.isError ? (
            <p role="alert" className="mt-4">
              {t('sessions.loadFailed')}
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
                      {deviceName(session.device, t)}{' '}
                      {session.current && (
                        <Badge variant="secondary">{t('sessions.thisBrowser')}</Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t('sessions.lastActive', {
                        when: formatDayAndTime(session.lastSeenAt, locale),
                      })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="outline"
            size="touch"
            wrap
            className="mt-4"
            disabled={others === 0 || signOutOthers.isPending}
            onClick={() => setOpen(true)}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </CardContent>
      </Card>
      <ProveItIsYouDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) signOutOthers.reset();
        }}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmDescription')}
        cancelLabel={t('sessions.cancel')}
        confirmLabel={t('sessions.signOutOthers')}
        pendingLabel={t('sessions.signingOut')}
        confirmVariant="default"
        pending={signOutOthers.isPending}
        error={wrongPassword}
        onConfirm={(password) =>
          signOutOthers.mutate(password, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('sessions.signedOutOthers'), {
                description: t('sessions.signedOutOthersDescription'),
              });
            },
            onError: (error) => {
              // A wrong password is said in the dialog, beside the field; anything else closes it.
              if (isWrongPassword(error)) return;
              setOpen(false);
              toastFailure(error, t('errorTitle'), t('sessions.signOutFailed'));
            },
          })
        }
      />
    </section>
  );
}
