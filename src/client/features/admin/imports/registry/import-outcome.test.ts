import { describe, expect, it } from 'vitest';
import type { ImportRun } from '@shared/api/admin';
import { i18n } from '@client/i18n/i18n';
import { auditDetails } from '../../audit/audit-summary';
import { importOutcome } from './import-outcome';

const t = i18n.getFixedT('en', 'admin');

const run = (overrides: Partial<ImportRun>): ImportRun => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  states: ['NC', 'GA', 'AZ'],
  statesDone: ['NC', 'GA', 'AZ'],
  failedStates: [],
  imported: 30,
  deactivated: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  ...overrides,
});

describe('importOutcome (the import toasts)', () => {
  it('reports a multi-state import by providers and imported states', () => {
    expect(importOutcome(t, run({}))).toEqual({
      kind: 'success',
      title: 'Import Successful',
      description: 'Imported 30 providers from 3 states',
    });
    expect(
      importOutcome(t, run({ status: 'partial', failedStates: [{ state: 'GA', error: 'x' }] })),
    ).toMatchObject({
      title: 'Import Successful',
      description: 'Imported 30 providers from 2 states',
    });
    expect(importOutcome(t, run({ status: 'failed', imported: 0 }))).toEqual({
      kind: 'error',
      title: 'Import Failed',
      description: 'Failed to import providers. Please try again.',
    });
  });

  it('names the state of a single-state import', () => {
    expect(importOutcome(t, run({ states: ['TX'], imported: 200 }))).toEqual({
      kind: 'success',
      title: 'TX Import Successful',
      description: 'Imported 200 TX autism specialists',
    });
    const failed = run({
      states: ['TX'],
      status: 'failed',
      failedStates: [{ state: 'TX', error: 'NPI registry answered HTTP 500' }],
    });
    expect(importOutcome(t, failed)).toEqual({
      kind: 'error',
      title: 'TX Import Failed',
      description: 'NPI registry answered HTTP 500',
    });
  });
});

describe('auditDetails', () => {
  const entry = (action: string, details: Record<string, unknown>) => ({
    id: '00000000-0000-4000-8000-000000000002',
    action,
    subject: null,
    actorEmail: 'a@example.org',
    details,
    createdAt: '2026-01-01T00:00:00.000Z',
  });

  it('summarises imports and clears in plain words', () => {
    expect(
      auditDetails(t, entry('import_started', { states: ['NC', 'GA'], limitPerState: 10 })),
    ).toBe('NC, GA, up to 10 per state');
    expect(
      auditDetails(
        t,
        entry('import_finished', {
          status: 'partial',
          imported: 9,
          failedStates: [{ state: 'GA', error: 'x' }],
        }),
      ),
    ).toBe('partial: 9 providers; failed: GA');
    expect(auditDetails(t, entry('providers_cleared', { removed: 4 }))).toBe('4 providers removed');
  });
});
