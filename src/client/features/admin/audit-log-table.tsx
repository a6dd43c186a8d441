import { Loader2 } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuditLog } from './api/get-audit-log';
import { auditActionLabel, auditDetails } from './audit-summary';

/** The latest 20 audit entries (issue 6): who did what, when. */
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
            // Scrolls sideways on a phone; focusable so that keyboard users can scroll it too.
            <div
              role="region"
              aria-labelledby="activity-title"
              tabIndex={0}
              className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
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
                    <tr key={entry.id} className="border-b border-border last:border-0 align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <time dateTime={entry.createdAt}>
                          {new Date(entry.createdAt).toLocaleString('en-US', {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          })}
                        </time>
                      </td>
                      <td className="py-2 pr-3 [overflow-wrap:anywhere]">{entry.actorEmail ?? 'System'}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {auditActionLabel(entry.action)}
                      </td>
                      <td className="py-2 break-words">{auditDetails(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
