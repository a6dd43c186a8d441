import type { TFunction } from 'i18next';
import type { AuditEntry, ImportStatus } from '@shared/api/admin';

// Plain words for the activity table: what happened, and the few details that matter. The
// action names are ours; the subjects (e-mail addresses, provider names, URLs) are data.

export function auditActionLabel(t: TFunction<'admin'>, action: string): string {
  switch (action) {
    case 'sign_in':
      return t('audit.action.signIn');
    case 'sign_in_failed':
      return t('audit.action.signInFailed');
    case 'sign_up':
      return t('audit.action.signUp');
    case 'sign_up_failed':
      return t('audit.action.signUpFailed');
    case 'attempts_limited':
      return t('audit.action.attemptsLimited');
    case 'sign_out':
      return t('audit.action.signOut');
    case 'email_verified':
      return t('audit.action.emailVerified');
    case 'email_released':
      return t('audit.action.emailReleased');
    case 'password_changed':
      return t('audit.action.passwordChanged');
    case 'password_reset':
      return t('audit.action.passwordReset');
    case 'account_deleted':
      return t('audit.action.accountDeleted');
    case 'role_granted':
      return t('audit.action.roleGranted');
    case 'role_revoked':
      return t('audit.action.roleRevoked');
    case 'import_started':
      return t('audit.action.importStarted');
    case 'import_finished':
      return t('audit.action.importFinished');
    case 'providers_cleared':
      return t('audit.action.providersCleared');
    case 'registry_file_started':
      return t('audit.action.registryFileStarted');
    case 'registry_file_paused':
      return t('audit.action.registryFilePaused');
    case 'registry_file_resumed':
      return t('audit.action.registryFileResumed');
    case 'registry_file_finished':
      return t('audit.action.registryFileFinished');
    case 'sample_providers_loaded':
      return t('audit.action.sampleProvidersLoaded');
    case 'provider_image_updated':
      return t('audit.action.providerImageUpdated');
    case 'provider_website_updated':
      return t('audit.action.providerWebsiteUpdated');
    case 'provider_email_updated':
      return t('audit.action.providerEmailUpdated');
    case 'provider_details_verified':
      return t('audit.action.providerDetailsVerified');
    case 'provider_facts_reported':
      return t('audit.action.providerFactsReported');
    case 'payer_directory_added':
      return t('audit.action.payerDirectoryAdded');
    case 'payer_directory_removed':
      return t('audit.action.payerDirectoryRemoved');
    case 'payer_directory_refused':
      return t('audit.action.payerDirectoryRefused');
    case 'payer_import_started':
      return t('audit.action.payerImportStarted');
    case 'payer_import_finished':
      return t('audit.action.payerImportFinished');
    case 'scheduling_link_connected':
      return t('audit.action.schedulingLinkConnected');
    case 'scheduling_link_disconnected':
      return t('audit.action.schedulingLinkDisconnected');
    case 'scheduling_link_refused':
      return t('audit.action.schedulingLinkRefused');
    case 'listing_invite_sent':
      return t('audit.action.listingInviteSent');
    case 'listing_claimed':
      return t('audit.action.listingClaimed');
    case 'listing_claim_approved':
      return t('audit.action.listingClaimApproved');
    case 'listing_claim_declined':
      return t('audit.action.listingClaimDeclined');
    case 'clinic_sign_in':
      return t('audit.action.clinicSignIn');
    case 'listing_staff_added':
      return t('audit.action.listingStaffAdded');
    case 'listing_staff_removed':
      return t('audit.action.listingStaffRemoved');
    default:
      // An action newer than this page: its code name is still better than nothing.
      return action.replace(/_/g, ' ');
  }
}

/** Which count an over-the-limit attempt reached. */
function limitName(t: TFunction<'admin'>, limit: string): string {
  switch (limit) {
    case 'sign_in_address':
      return t('audit.limit.signInAddress');
    case 'sign_in_account':
      return t('audit.limit.signInAccount');
    case 'sign_in_device':
      return t('audit.limit.signInDevice');
    case 'sign_up_address':
      return t('audit.limit.signUpAddress');
    default:
      return limit;
  }
}

/** How an import ended, in words ('partial', 'failed'); an unknown value is shown as it is. */
export function importStatusName(t: TFunction<'admin'>, status: ImportStatus | string): string {
  switch (status) {
    case 'queued':
      return t('importStatus.queued');
    case 'running':
      return t('importStatus.running');
    case 'succeeded':
      return t('importStatus.succeeded');
    case 'partial':
      return t('importStatus.partial');
    case 'failed':
      return t('importStatus.failed');
    default:
      return status;
  }
}

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** The number for a plural form, and the value as the entry recorded it. */
const counted = (value: unknown) => ({
  count: typeof value === 'number' ? value : Number(value) || 0,
  n: String(value),
});

export function auditDetails(t: TFunction<'admin'>, entry: AuditEntry): string {
  const d = entry.details ?? {};
  const subject = entry.subject ?? '';
  switch (entry.action) {
    case 'import_started': {
      const options = { states: list(d.states), ...counted(d.limitPerState) };
      return d.clearExisting
        ? t('audit.details.importStartedReplacing', options)
        : t('audit.details.importStarted', options);
    }
    case 'import_finished': {
      const failed = Array.isArray(d.failedStates)
        ? (d.failedStates as { state: string }[]).map((f) => f.state)
        : [];
      const options = { status: importStatusName(t, String(d.status)), ...counted(d.imported) };
      return failed.length > 0
        ? t('audit.details.importFinishedFailures', { ...options, failed: failed.join(', ') })
        : t('audit.details.importFinished', options);
    }
    case 'providers_cleared':
      return t('audit.details.providersCleared', counted(d.removed));
    case 'sample_providers_loaded':
      return t('audit.details.sampleProvidersLoaded', counted(d.loaded));
    case 'provider_website_updated':
    case 'provider_email_updated':
      return `${String(d.provider)}: ${typeof d.after === 'string' ? d.after : ''}`;
    case 'scheduling_link_connected':
    case 'scheduling_link_disconnected':
    case 'scheduling_link_refused':
      return `${String(d.provider)}: ${String(d.url)}`;
    case 'listing_invite_sent':
      return `${String(d.provider)}: ${typeof d.to === 'string' ? d.to : ''}`;
    case 'payer_directory_added':
    case 'payer_directory_removed':
    case 'payer_directory_refused':
      return `${String(d.name)} (${String(d.baseUrl)})`;
    case 'payer_import_started': {
      const directory = String(d.directory ?? subject);
      return d.full || !d.changesSince
        ? t('audit.details.payerImportAll', { directory })
        : t('audit.details.payerImportChanges', { directory });
    }
    case 'payer_import_finished': {
      const counts = (d.counts ?? {}) as Record<string, unknown>;
      return t('audit.details.payerImportFinished', {
        status: importStatusName(t, String(d.status)),
        added: Number(counts.claimsAdded) || 0,
        ended: Number(counts.claimsEnded) || 0,
      });
    }
    case 'registry_file_started':
    case 'registry_file_paused':
    case 'registry_file_resumed':
    case 'registry_file_finished':
      return String(d.fileName ?? subject);
    case 'provider_image_updated':
    case 'provider_details_verified':
    case 'provider_facts_reported':
      return String(d.provider ?? entry.subject ?? '');
    case 'attempts_limited':
      return `${subject}: ${limitName(t, String(d.limit))}`;
    case 'role_granted':
    case 'role_revoked':
      return `${subject}${d.via ? ` (${String(d.via)})` : ''}`;
    default:
      return subject;
  }
}
