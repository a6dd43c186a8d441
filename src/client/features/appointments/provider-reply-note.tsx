import { MessageSquareReply } from 'lucide-react';
import type { ProviderReply } from '@shared/api/provider-replies';
import { formatReplyDate } from '@shared/rules/reply-wording';

/**
 * What the provider answered through its reply link, on the family's request card
 * (docs/product.md#provider-replies).
 */
export function ProviderReplyNote({
  reply,
  insuranceName,
}: {
  reply: ProviderReply;
  insuranceName: string | null;
}) {
  const facts = [
    reply.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients',
    reply.insuranceAccepted === null
      ? null
      : `${reply.insuranceAccepted ? 'Accepts' : 'Does not accept'} ${insuranceName ?? 'your insurance'}`,
  ].filter((fact): fact is string => fact !== null);
  return (
    <div className="rounded-lg border border-border bg-card p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MessageSquareReply aria-hidden="true" className="size-4 text-primary" />
        Provider replied: earliest opening {formatReplyDate(reply.earliestDate)}
      </p>
      <p className="mt-1 text-muted-foreground">{facts.join(' · ')}</p>
      {reply.message && (
        <blockquote className="mt-2 border-l-2 border-border pl-3 whitespace-pre-line">
          {reply.message}
        </blockquote>
      )}
    </div>
  );
}
