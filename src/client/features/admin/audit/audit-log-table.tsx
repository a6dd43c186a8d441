import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@client/i18n/use-locale';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuditLog } from './api/get-audit-log';
import { auditActionLabel, auditDetails } from './audit-summary';
import { formatDayAndTime } from '@shared/rules/intl-formats';

/** The latest 20 audit entries: who did what, when (docs/product.md#audit-log). */
export function AuditLogTable() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  return (
    <Card>
      <CardContent padding="tight" className="grid gap-4">
        <h2 id="activity-title" className="text-lg font-semibold">
          {t('audit.title')}
        </h2>
        {log.data ? (
          log.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('audit.empty')}</p>
          ) : (
            <>
              {/* Phones: one card per entry. */}
              <ul className="grid gap-3 sm:hidden">
                {log.data.map((entry) => (
                  <li
                    key={entry.id}
                    className="grid gap-1 rounded-md border border-border p-3 text-sm"
                  >
                    <p className="font-medium">{auditActionLabel(t, entry.action)}</p>
                    <p>{auditDetails(t, entry)}</p>
                    <p className="text-muted-foreground [overflow-wrap:anywhere]">
                      {entry.actorEmail ?? t('audit.system')}, <When iso={entry.createdAt} />
                    </p>
                  </li>
                ))}
              </ul>
              <table className="hidden w-full text-left text-sm sm:table">
                <thead className="border-b border-border text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('audit.column.when')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('audit.column.who')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('audit.column.what')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('audit.column.details')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.map((entry) => (
                    <tr key={entry.id} className="border-b border-border align-top last:border-0">
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <When iso={entry.createdAt} />
                      </td>
                      <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                        {entry.actorEmail ?? t('audit.system')}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {auditActionLabel(t, entry.action)}
                      </td>
                      <td className="py-2 break-words">{auditDetails(t, entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        ) : log.isError ? (
          <p role="alert">{t('audit.loadError')}</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('audit.loading')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDayAndTime(iso, locale)}</time>;
}
