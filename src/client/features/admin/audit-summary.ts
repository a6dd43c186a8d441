import type { AuditEntry } from '@shared/api/admin';

// Plain words for the activity table: what happened, and the few details that matter.

const ACTIONS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_up: 'Account created',
  sign_up_failed: 'Sign-up failed',
  attempts_limited: 'Too many attempts',
  sign_out: 'Signed out',
  role_granted: 'Admin role granted',
  role_revoked: 'Admin role removed',
  import_started: 'Import started',
  import_finished: 'Import finished',
  providers_cleared: 'Providers cleared',
  sample_providers_loaded: 'Sample providers loaded',
  provider_image_updated: 'Provider image updated',
  provider_website_updated: 'Provider website updated',
  provider_details_verified: 'Provider details verified',
};

export const auditActionLabel = (action: string) => ACTIONS[action] ?? action.replace(/_/g, ' ');

// Which count an over-the-limit attempt reached.
const LIMITS: Record<string, string> = {
  sign_in_address: 'sign-ins from this address',
  sign_in_account: 'sign-ins to this account',
  sign_in_device: 'sign-ins from a known browser',
  sign_up_address: 'new accounts from this address',
};

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

export function auditDetails(entry: AuditEntry): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'import_started':
      return `${list(d.states)}, up to ${String(d.limitPerState)} per state${d.clearExisting ? ', replacing existing providers' : ''}`;
    case 'import_finished': {
      const failed = Array.isArray(d.failedStates)
        ? (d.failedStates as { state: string }[]).map((f) => f.state)
        : [];
      const failures = failed.length > 0 ? `; failed: ${failed.join(', ')}` : '';
      return `${String(d.status)}: ${String(d.imported)} providers${failures}`;
    }
    case 'providers_cleared':
      return `${String(d.removed)} providers removed`;
    case 'sample_providers_loaded':
      return `${String(d.loaded)} fictional providers`;
    case 'provider_website_updated':
      return `${String(d.provider)}: ${typeof d.after === 'string' ? d.after : ''}`;
    case 'provider_image_updated':
    case 'provider_details_verified':
      return String(d.provider ?? entry.subject ?? '');
    case 'attempts_limited':
      return `${entry.subject ?? ''}: ${LIMITS[String(d.limit)] ?? String(d.limit)}`;
    case 'role_granted':
    case 'role_revoked':
      return `${entry.subject ?? ''}${d.via ? ` (${String(d.via)})` : ''}`;
    default:
      return entry.subject ?? '';
  }
}
