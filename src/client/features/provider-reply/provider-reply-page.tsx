import { useState } from 'react';
import { useParams } from 'react-router';
import type { ReplyAnswer } from '@shared/api/provider-replies';
import { formatChildAge } from '@shared/rules/reply-wording';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
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

  return (
    <ClinicLinkPage
      query={query}
      loading="Loading the request..."
      invalidLink="This reply link is not valid."
      thanks={
        sent === null
          ? null
          : sent === 'not_accepting'
            ? 'Your reply is on its way to the family. Thank you for letting them know.'
            : 'Your reply is on its way to the family. They will contact you to book.'
      }
    >
      {(form) => (
        <>
          <div>
            <h1 className="text-2xl font-bold">Reply to an appointment request</h1>
            <p className="mt-2 text-muted-foreground">
              A family asked {form.providerName} for an appointment. Tell them whether you can see
              them; it takes a minute and needs no account.
            </p>
            {(form.childAge || form.lookingFor) && (
              <dl className="mt-4 grid gap-2 rounded-lg border border-border p-3 text-sm">
                {form.childAge && (
                  <div>
                    <dt className="font-medium">Child&apos;s age</dt>
                    <dd>{formatChildAge(form.childAge)}</dd>
                  </div>
                )}
                {form.lookingFor && (
                  <div>
                    <dt className="font-medium">What the family is looking for</dt>
                    <dd className="whitespace-pre-line">{form.lookingFor}</dd>
                  </div>
                )}
              </dl>
            )}
          </div>
          <ReplyForm token={token} form={form} onSent={setSent} />
        </>
      )}
    </ClinicLinkPage>
  );
}
