import { useTranslation } from 'react-i18next';
import type { BasketItem } from '@shared/api/care-basket';
import { countRoutes } from '@shared/rules/request-route';

/**
 * Before sending, how the basket's requests will travel: '2 will be sent by e-mail; call 1
 * yourself.' Shown by the basket page and the side sheet.
 */
export function RouteSummary({ items }: { items: readonly BasketItem[] }) {
  const { t } = useTranslation('basket');
  // A provider whose NPI was deactivated is not asked at all: its item says so on its own.
  const counts = countRoutes(
    items.filter((item) => item.provider.active).map((item) => item.provider.requestBy),
  );
  const parts: string[] = [];
  if (counts.email > 0) parts.push(t('summary.email', { count: counts.email }));
  else parts.push(t('summary.noneByEmail'));
  if (counts.phone > 0) parts.push(t('summary.call', { count: counts.phone }));
  if (counts.none > 0) parts.push(t('summary.unreachable', { count: counts.none }));
  return (
    <p className="font-medium first-letter:uppercase" data-testid="basket-route-summary">
      {parts.join('; ')}.
    </p>
  );
}
