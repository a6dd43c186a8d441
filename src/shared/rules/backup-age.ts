// When the admin page warns about backups (docs/operations.md#backing-up): a week is as much
// data as we are willing to ask families to type in again.

export const BACKUP_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when no backup was ever made, or the last one is older than the warning age. */
export function backupOverdue(lastBackupAt: Date | string | null, now: Date = new Date()): boolean {
  if (lastBackupAt === null) return true;
  return now.getTime() - new Date(lastBackupAt).getTime() > BACKUP_WARNING_DAYS * DAY_MS;
}
