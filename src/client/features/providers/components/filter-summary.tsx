import { cn } from '@client/lib/cn';

/** 'N provider(s) found', announced politely when filtering changes it. */
export function FoundCount({
  total,
  className,
}: {
  total: number | undefined;
  className?: string;
}) {
  return (
    <p role="status" className={cn('text-sm font-medium', className)}>
      {total === undefined ? 'Searching...' : `${total} provider(s) found`}
    </p>
  );
}

/** The legend of the map's marker colours. */
export function Legend() {
  return (
    <ul aria-label="Legend" className="grid gap-2 text-sm">
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-full bg-primary ring-2 ring-primary-soft"
        />
        Matches your insurance
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-full bg-slate-500 ring-2 ring-slate-200"
        />
        Other providers
      </li>
    </ul>
  );
}
