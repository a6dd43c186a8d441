import { Loader2 } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuditLog } from './api/get-audit-log';
import { auditActionLabel, auditDetails } from './audit-summary';

/** The latest 20 audit entries: who did what, when (docs/product.md#audit-log). */
export function AuditLogTable() {
  const log = useAuditLog();
  return (
    <Card>
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <h2 id="activity-title" className="text-lg font-semibold">
          Recent Activity
        </h2>
        {log.data ? (
          log.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
          ) : (
            <>
              {/* Phones: one card per entry. */}
              <ul className="grid gap-3 sm:hidden">
                {log.data.map((entry) => (
                  <li
                    key={entry.id}
                    className="grid gap-1 rounded-md border border-border p-3 text-sm"
                  >
                    <p className="font-medium">{auditActionLabel(entry.action)}</p>
                    <p>{auditDetails(entry)}</p>
                    <p className="text-muted-foreground [overflow-wrap:anywhere]">
                      {entry.actorEmail ?? 'System'}, <When iso={entry.createdAt} />
                    </p>
                  </li>
                ))}
              </ul>
              <table className="hidden w-full text-left text-sm sm:table">
                <thead className="border-b border-border text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      When
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Who
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      What
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Details
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
                        {entry.actorEmail ?? 'System'}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {auditActionLabel(entry.action)}
                      </td>
                      <td className="py-2 break-words">{auditDetails(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        ) : log.isError ? (
          <p role="alert">The activity could not be loaded.</p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading activity...
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      {new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}
