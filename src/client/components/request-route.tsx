import { Mail, Phone, PhoneOff } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { RequestBy } from '@shared/rules/request-route';
import { cn } from '@client/lib/cn';
import { telHref } from '@shared/rules/tel-link';

/**
 * How a request to this clinic will travel, said before the family adds it to the basket
 * (docs/product.md#reaching-a-clinic): 'Request by e-mail', 'Call to request: (919) 555-0144'
 * with a number that dials, or that nobody can reach the clinic yet. Divs, not paragraphs: the
 * map popup's stylesheet would give paragraphs margins. `linkClassName` lets a popup mark its
 * link colour the way Leaflet needs.
 */
export function RequestRoute({
  requestBy,
  phone,
  className,
  linkClassName,
}: {
  requestBy: RequestBy;
  phone: string | null;
  className?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslation('search');
  const row = cn('flex items-start gap-1.5 text-sm', className);
  const icon = 'mt-0.5 size-4 shrink-0';
  if (requestBy === 'email')
    return (
      <div className={row} data-request-by="email">
        <Mail aria-hidden="true" className={cn(icon, 'text-primary')} />
        <span>{t('reach.byEmail')}</span>
      </div>
    );
  if (requestBy === 'phone' && phone)
    return (
      <div className={cn(row, 'font-medium')} data-request-by="phone">
        <Phone aria-hidden="true" className={cn(icon, 'text-amber-700')} />
        <span>
          <Trans
            t={t}
            i18nKey="reach.byPhone"
            values={{ phone }}
            components={{
              phone: (
                <a
                  className={cn(
                    'inline-flex min-h-6 items-center text-primary underline underline-offset-4',
                    linkClassName,
                  )}
                  href={telHref(phone)}
                />
              ),
            }}
          />
        </span>
      </div>
    );
  return (
    <div className={cn(row, 'text-amber-900')} data-request-by="none">
      <PhoneOff aria-hidden="true" className={icon} />
      <span>{t('reach.none')}</span>
    </div>
  );
}
