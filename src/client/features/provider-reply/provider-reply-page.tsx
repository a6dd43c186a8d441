import { CheckCircle2, Link2Off } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ReplyAnswer } from '@shared/api/provider-replies';
import { formatChildAge } from '@shared/rules/reply-wording';
import { PublicPage } from '@client/components/public-page';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { useReplyForm } from './api/get-reply-form';
import { ReplyForm } from './reply-form';

/**
 * `/provider-reply/{token}` (docs/product.md#provider-replies): where a provider answers a
 * family's request from the link in its e-mail, without an account. It shows the request's
 * insurance, the child's age and the family's short note when given, and nothing else about the
 * family.
 */
export function ProviderReplyPage() {
  const { token = '' } = useParams();
  const query = useReplyForm(token);
  const [sent, setSent] = useState<ReplyAnswer | null>(null);

  let content: ReactNode;
  if (sent) {
    content = (
      <Outcome icon={<CheckCircle2 aria-hidden="true" className="size-8 text-primary" />}>
        <h1 className="text-2xl font-bold">Thank you</h1>
        <p className="text-muted-foreground">
          {sent === 'not_accepting'
            ? 'Your reply is on its way to the family. Thank you for letting them know.'
            : 'Your reply is on its way to the family. They will contact you to book.'}
        </p>
      </Outcome>
    );
  } else if (query.isPending) {
    content = <p aria-busy="true">Loading the request...</p>;
  } else if (query.isError) {
    content = (
      <Outcome icon={<Link2Off aria-hidden="true" className="size-8 text-muted-foreground" />}>
        <h1 className="text-2xl font-bold">This link cannot be used</h1>
        <p className="text-muted-foreground">
          {apiErrorMessage(query.error, 'This reply link is not valid.')}
        </p>
      </Outcome>
    );
  } else {
    content = (
      <>
        <div>
          <h1 className="text-2xl font-bold">Reply to an appointment request</h1>
          <p className="mt-2 text-muted-foreground">
            A family asked {query.data.providerName} for an appointment. Tell them whether you can
            see them; it takes a minute and needs no account.
          </p>
          {(query.data.childAge || query.data.lookingFor) && (
            <dl className="mt-4 grid gap-2 rounded-lg border border-border p-3 text-sm">
              {query.data.childAge && (
                <div>
                  <dt className="font-medium">Child&apos;s age</dt>
                  <dd>{formatChildAge(query.data.childAge)}</dd>
                </div>
              )}
              {query.data.lookingFor && (
                <div>
                  <dt className="font-medium">What the family is looking for</dt>
                  <dd className="whitespace-pre-line">{query.data.lookingFor}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
        <ReplyForm token={token} form={query.data} onSent={setSent} />
      </>
    );
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
