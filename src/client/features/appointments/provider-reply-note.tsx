import { MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderReply } from '@shared/api/provider-replies';
import { cardReplyWording, insuranceWords, replyAnswerWords } from '@shared/rules/reply-wording';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';

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
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const words = useCareOptionWords();
  const wording = cardReplyWording(t, locale);
  const { headline, detail } = replyAnswerWords(reply, wording);
  // The profile's 'Other' is our word; an insurer's name is a brand and stays as it is.
  const name = insuranceName === null ? null : words.insurance(insuranceName);
  const insurance = insuranceWords(reply.insuranceAccepted, name, wording);
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
