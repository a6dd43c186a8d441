import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/**
 * A page that only tells something (a path that is not there, a page for admins): a card with an
 * icon, a title, a sentence and the way on. `className` places it (full screen, or under the
 * header).
 */
export function MessagePage({
  icon: Icon,
  iconClassName,
  title,
  text,
  link,
  className,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  text: string;
  link: { to: string; label: string };
  className: string;
}) {
  return (
    <main className={cn('flex items-center justify-center px-4', className)}>
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-2">
            <Icon aria-hidden="true" className={cn('size-8', iconClassName)} />
            <h1 className="text-2xl font-bold">{title}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{text}</p>
          <p className="mt-4 text-sm">
            <Link to={link.to} className="font-medium text-primary underline underline-offset-4">
              {link.label}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
