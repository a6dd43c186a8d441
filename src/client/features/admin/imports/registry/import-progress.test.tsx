import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportRun } from '@shared/api/admin';
import { showLanguage } from '@client/i18n/i18n';
import { ImportProgress } from './import-progress';

const finished: ImportRun = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  states: ['WA'],
  statesDone: ['WA'],
  failedStates: [],
  imported: 42,
  deactivated: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: '2026-11-01T10:02:00.000Z',
};

afterEach(async () => {
  await showLanguage('en');
});

describe('the last import', () => {
  it('says how many deactivated NPIs it left out', () => {
    render(<ImportProgress run={finished} />);
    expect(screen.getByRole('status').textContent).toContain(
      '3 deactivated NPIs left out: they can no longer be booked.',
    );
  });

  it('says nothing of them when there were none', () => {
    render(<ImportProgress run={{ ...finished, deactivated: 0 }} />);
    expect(screen.getByRole('status').textContent).not.toMatch(/deactivated/);
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    render(<ImportProgress run={{ ...finished, deactivated: 1 }} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Se omitió 1 NPI desactivado: ya no se puede reservar.',
    );
  });
});
