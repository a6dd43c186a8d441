import { Clock } from 'lucide-react';
import { topAppointmentOptions } from '@shared/rules/request-order';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { useAppointmentRequests } from '@client/lib/api/get-appointment-requests';

/** The two sent requests with the shortest estimated waits; nothing before any exist. */
export function TopAppointmentOptions() {
  const { data } = useAppointmentRequests();
  const options = topAppointmentOptions(data ?? []);
  if (options.length === 0) return null;
  return (
    <section aria-labelledby="top-options-title" className="grid gap-3">
      <h2 id="top-options-title" className="text-lg font-semibold">
        Top Appointment Options
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        {options.map((request, index) => (
          <li key={request.id}>
            <Card className="h-full">
              <CardContent className="grid gap-1 p-4">
                <Badge variant="secondary" className="w-fit">
                  Option {index + 1}
                </Badge>
                <h3 className="font-semibold">{request.provider.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {request.provider.specialty} · {request.provider.city}, {request.provider.state}
                </p>
                <p className="flex items-center gap-1 text-sm font-medium">
                  <Clock aria-hidden="true" className="size-4 text-primary" />
                  Estimated wait: {request.estimatedWaitTime} days
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
