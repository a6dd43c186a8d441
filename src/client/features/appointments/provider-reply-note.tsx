import { MessageSquareReply } from 'lucide-react';
import type { ProviderReply } from '@shared/api/provider-replies';
import { insuranceWords, replyAnswerWords } from '@shared/rules/reply-wording';

/**
 * What the provider answered through its reply link, on the family's request card, in the same
 * words as the e-mail that told them (docs/product.md#provider-replies).
 */
export function ProviderReplyNote({
  reply,
  insuranceName,
}: {
  reply: ProviderReply;
  insuranceName: string | null;
}) {
  const { headline, detail } = replyAnswerWords(reply);
  const insurance = insuranceWords(reply.insuranceAccepted, insuranceName);
  return (
    <div className="rounded-lg border border-border bg-card p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MessageSquareReply aria-hidden="true" className="size-4 text-primary" />
        {headline}
      </p>
      {detail && <p className="mt-1">{detail}</p>}
      {insurance && <p className="mt-1 text-muted-foreground">{insurance}</p>}
      {reply.message && (
        <blockquote className="mt-2 border-l-2 border-border pl-3 whitespace-pre-line">
          {reply.message}
        </blockquote>
      )}
    </div>
  );
}
