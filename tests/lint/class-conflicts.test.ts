import { describe, expect, it } from 'vitest';
import { classConflicts } from '../support/class-conflicts';

// The check every client and browser test runs on what it rendered: it is only worth running
// while it finds what it is meant to find.
describe('classConflicts', () => {
  it('finds two classes that set one thing, naming the one that loses', () => {
    expect(classConflicts(['inline-flex h-10 px-4 h-11'])).toEqual([
      '"inline-flex h-10 px-4 h-11" (h-10 overridden)',
    ]);
    expect(classConflicts(['p-6 grid gap-3 p-5'])).toEqual([
      '"p-6 grid gap-3 p-5" (p-6 overridden)',
    ]);
    expect(classConflicts(['rounded-md size-10 rounded-full'])).toEqual([
      '"rounded-md size-10 rounded-full" (rounded-md overridden)',
    ]);
  });

  it('finds nothing where each class sets its own thing, or the same one at another width or state', () => {
    expect(
      classConflicts([
        'h-11 w-full sm:h-10 sm:w-fit',
        'text-base sm:text-sm',
        'min-h-11 px-4 py-2',
        'bg-background hover:bg-muted',
        'leaflet-marker-icon leaflet-interactive',
        '',
      ]),
    ).toEqual([]);
  });

  it('reports each conflicting list once', () => {
    expect(classConflicts(['h-10 h-11', 'h-10 h-11', 'text-sm'])).toHaveLength(1);
  });
});
