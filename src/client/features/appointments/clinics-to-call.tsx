import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { telHref } from '@shared/rules/tel-link';

/**
 * The requests that never left (no e-mail address for the clinic), gathered at the top of the
 * requests page with the numbers to call: after sending the basket, the family sees at once whom
 * it still has to phone (docs/product.md#reaching-a-clinic).
 */
export function ClinicsToCall({ requests }: { requests: readonly AppointmentRequest[] }) {
  const { t } = useTranslation('requests');
  const unsent = requests.filter((request) => request.status === 'pending');
  if (unsent.length === 0) return null;
  return (
    <section
      aria-labelledby="clinics-to-call"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="clinics-to-call" className="flex items-center gap-2 font-semibold">
        <PhoneOff aria-hidden="true" className="size-4 shrink-0" />
        {t('toCall.title')}
      </h2>
      <p className="mt-1 text-sm">{t('toCall.intro')}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {unsent.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-x-2">
            <a
              className="inline-flex min-h-6 items-center font-medium underline-offset-4 hover:underline"
              href={`#request-${request.id}`}
            >
              {request.provider.name}
            </a>
            {request.provider.phone ? (
              <a
                className="inline-flex min-h-6 items-center text-primary underline underline-offset-4"
                href={telHref(request.provider.phone)}
              >
                {request.provider.phone}
              </a>
            ) : (
              <span>{t('toCall.noPhone')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
