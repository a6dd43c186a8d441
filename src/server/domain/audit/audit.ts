import type { DbOrTx } from '@server/db/client';
import { auditLog } from '@server/db/schema';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_up'
  | 'sign_up_failed'
  | 'attempts_limited'
  | 'sign_out'
  | 'email_verified'
  | 'email_released'
  | 'password_reset'
  | 'password_changed'
  | 'account_deleted'
  | 'role_granted'
  | 'role_revoked'
  | 'import_started'
  | 'import_finished'
  | 'registry_file_started'
  | 'registry_file_paused'
  | 'registry_file_resumed'
  | 'providers_cleared'
  | 'payer_directory_added'
  | 'payer_directory_removed'
  | 'payer_directory_refused'
  | 'payer_import_started'
  | 'payer_import_finished'
  | 'registry_file_finished'
  | 'sample_providers_loaded'
  | 'provider_image_updated'
  | 'provider_website_updated'
  | 'provider_email_updated'
  | 'provider_details_verified'
  | 'provider_facts_reported'
  | 'listing_invite_sent'
  | 'scheduling_link_connected'
  | 'scheduling_link_disconnected'
  | 'scheduling_link_refused'
  | 'listing_claimed'
  | 'listing_claim_approved'
  | 'listing_claim_declined'
  | 'clinic_sign_in'
  | 'listing_staff_added'
  | 'listing_staff_removed'
  | 'listing_updated'
  | 'listing_photo_updated'
  | 'listing_opening_added'
  | 'listing_opening_removed'
  | 'listing_confirmed';

export interface AuditEntry {
  actorUserId?: string | null;
  action: AuditAction;
  subject?: string | null;
  ip?: string | null;
  /** Before/after values and the like. Never passwords, tokens or health information. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
