import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LatestBackup } from '@shared/api/admin';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi } from '../../../../../tests/support/test-api';
import { BackupStatusCard } from './backup-status-card';

// The admin page's backup card against a local HTTP API answering the last backup.

const DAY_MS = 24 * 60 * 60 * 1000;
let latest: LatestBackup = { backup: null };

const api = installTestApi((request) =>
  request.path === '/api/admin/backups/latest'
    ? { status: 200, body: latest }
    : { status: 404, body: { code: 'not_found', message: 'Not found' } },
);

const backupDaysAgo = (days: number, sizeBytes = 48_300_000): LatestBackup => ({
  backup: {
    createdAt: new Date(Date.now() - days * DAY_MS).toISOString(),
    sizeBytes,
    databaseIncluded: true,
  },
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BackupStatusCard />
    </QueryClientProvider>,
  );
  return screen.findByTestId('last-backup');
}

afterEach(() => showLanguage('en'));

describe('the backup card', () => {
  it('shows when the last backup was made and its size, without a warning within 7 days', async () => {
    latest = backupDaysAgo(6.9);
    const last = await renderCard();
    expect(last.textContent).toMatch(/^Last backup: \d{1,2} \w+ \d{4} at .+, 48\.3 MB\.$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.received.map((r) => r.path)).toEqual(['/api/admin/backups/latest']);
  });

  it('warns after 7 days without a backup', async () => {
    latest = backupDaysAgo(7.1, 512_000);
    expect((await renderCard()).textContent).toMatch(/, 512 kB\.$/);
    expect(screen.getByRole('alert').textContent).toMatch(/^No backup in the last 7 days\./);
  });

  it('warns when no backup was ever made', async () => {
    latest = { backup: null };
    expect((await renderCard()).textContent).toBe('No backup has been made yet.');
    expect(screen.getByRole('alert').textContent).toMatch(/^No backup in the last 7 days\./);
  });

  it('says the same in Spanish', async () => {
    await showLanguage('es');
    latest = backupDaysAgo(10, 1_200_000_000);
    expect((await renderCard()).textContent).toMatch(/^Última copia de seguridad: .+, 1\.2 GB\.$/);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^No hay ninguna copia de seguridad de los últimos 7 días\./,
    );
    expect(screen.getByRole('heading', { name: 'Copias de seguridad' })).toBeTruthy();
  });
});
