import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@client/components/public-page';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';

/**
 * The frame of a page a clinic opens from a link in its e-mail, without an account: while the
 * link loads, when it cannot be used, and the thanks once the clinic answered. Only the form in
 * between differs from page to page. Staff read it in their browser's language, and a bilingual
 * receptionist can switch.
 */
export function ClinicLinkPage<T>({
  query,
  loading,
  invalidLink,
  thanks,
  afterThanks = null,
  children,
}: {
  /** What the link opens. */
  query: UseQueryResult<T>;
  /** Shown while it loads: 'Loading the request...'. */
  loading: string;
  /** Why the link cannot be used, when the server does not say. */
  invalidLink: string;
  /** Once the clinic answered: the sentence under 'Thank you'; null before. */
  thanks: string | null;
  /** What the clinic may do next, under the thanks. */
  afterThanks?: ReactNode;
  /** The page itself, once loaded. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('clinic');
  let content: ReactNode;
  if (thanks !== null) {
    content = (
      <Outcome icon={<CheckCircle2 aria-hidden="true" className="size-8 text-primary" />}>
        <h1 className="text-2xl font-bold">{t('linkPage.thankYou')}</h1>
        <p className="text-muted-foreground">{thanks}</p>
      </Outcome>
    );
    if (afterThanks) {
      content = (
        <>
          {content}
          {afterThanks}
        </>
      );
    }
  } else if (query.isPending) {
    content = <p aria-busy="true">{loading}</p>;
  } else if (query.isError) {
    content = (
      <Outcome icon={<Link2Off aria-hidden="true" className="size-8 text-muted-foreground" />}>
        <h1 className="text-2xl font-bold">{t('linkPage.unusable')}</h1>
        <p className="text-muted-foreground">{apiErrorMessage(query.error, invalidLink)}</p>
      </Outcome>
    );
  } else {
    content = children(query.data);
  }

  return (
    <PublicPage>
      <Card className="w-full max-w-lg">
        <CardContent className="grid gap-6">{content}</CardContent>
      </Card>
    </PublicPage>
  );
}

function Outcome({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3">
      {icon}
      {children}
    </div>
  );
}
