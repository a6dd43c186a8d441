import { AlertTriangle, Loader2 } from 'lucide-react';
import { isActiveImport, type ImportRun } from '@shared/api/admin';

/**
 * The progress indicator while an import runs, and afterwards what the last import did, naming
 * every state that failed and why.
 */
export function ImportProgress({ run }: { run: ImportRun | null | undefined }) {
  if (!run) return null;
  const done = run.statesDone.length;
  const total = run.states.length;
  if (isActiveImport(run)) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-border bg-muted p-4">
        <p className="flex items-center gap-2 font-medium">
          <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
          Importing from the NPI registry: {done} of {total} {total === 1 ? 'state' : 'states'}{' '}
          done, {run.imported.toLocaleString('en-US')} providers so far
        </p>
        <progress
          className="h-2 w-full accent-primary"
          aria-label="Import progress"
          max={total}
          value={done}
        />
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-border p-4 text-sm">
      <p>
        Last import ({run.states.join(', ')}):{' '}
        <span className="font-medium">{run.imported.toLocaleString('en-US')} providers</span>,{' '}
        {run.status === 'succeeded' ? 'every state imported' : run.status}
        {run.finishedAt && ` on ${new Date(run.finishedAt).toLocaleString('en-US')}`}.
      </p>
      {run.failedStates.length > 0 && (
        <ul className="grid gap-1">
          {run.failedStates.map((failure) => (
            <li key={failure.state} className="flex items-start gap-2 text-destructive">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{failure.state} failed:</span> {failure.error}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
