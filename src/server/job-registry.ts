import { sendListingCheckJob } from './features/clinic-listing/listing-checks/send-listing-check.job';
import { importProvidersJob } from './features/imports/registry/import-providers.job';
import { sendListingInviteJob } from './features/unreachable-clinics/send-listing-invite.job';
import type { RegistryClient } from './features/imports/registry/nppes/nppes-client';
import type { OpenDirectory } from './features/imports/payer-directories/fhir/directory-client';
import { importPayerDirectoryJob } from './features/imports/payer-directories/import-payer-directory.job';
import { notifyFamilyOfConfirmationJob } from './features/appointment-requests/confirmations/notify-family-of-confirmation.job';
import { sendConfirmRequestJob } from './features/appointment-requests/confirmations/send-confirm-request.job';
import { sendClosedAccountNoticeJob } from './domain/closed-accounts/send-closed-account-notice.job';
import { sendWithdrawalNoticeJob } from './features/appointment-requests/withdrawals/send-withdrawal-notice.job';
import { sendListingClaimEmailJob } from './features/clinic-account/send-listing-claim-email.job';
import { notifyFamilyJob } from './features/appointment-requests/replies/notify-family.job';
import { sendFollowUpJob } from './domain/clinic-requests/send-follow-up.job';
import { sendProviderRequestJob } from './domain/clinic-requests/send-provider-request.job';
import { notifyFamilyOfReleaseJob } from './features/appointment-requests/openings/notify-family-of-release.job';
import { releaseExpiredHoldJob } from './features/appointment-requests/openings/release-expired-hold.job';
import { sendReminderJob } from './features/appointment-requests/send-reminder.job';
import { readSchedulingLinkJob } from './features/scheduling-links/read-scheduling-link.job';
import type { RegistryFileDeps } from './features/imports/registry-file/import-registry-file';
import { registryFileJob } from './features/imports/registry-file/registry-file.job';
import type { SchedulingReadSettings } from './domain/scheduling-links/read-link';
import { requestPasswordResetJob } from './domain/account-links/request-password-reset.job';
import { sendAccountEmailJob } from './domain/account-links/send-account-email.job';
import type { AccountLinkOptions } from './domain/account-links/send-account-email';
import type { RunnerDeps } from './lib/job-runner';
import type { RunnableJob } from './lib/jobs';
import type { Mailer } from './lib/mail';

/** Everything the handlers below need between them; main.ts builds it once. */
export interface JobDeps extends RunnerDeps {
  mailer: Mailer;
  /** What the provider's reply link is signed with and points at. */
  replyLinks: { secret: string; appUrl: string };
  registryClient: RegistryClient;
  /** Opens a reader on a payer directory's FHIR base URL. */
  openDirectory: OpenDirectory;
  /** What account links (verification, reset, confirmation) are signed with and point at. */
  accountLinks: AccountLinkOptions;
  /** The app's public address, for links in e-mails. */
  appUrl: string;
  /** How clinics' scheduling publishers are reached. */
  schedulingReads: SchedulingReadSettings;
  /** Where registry file downloads go, how they are reached, and the import that reads them. */
  registryFiles: RegistryFileDeps;
}

/**
 * Every kind of durable job the server runs. The runner claims only these kinds: a queued job of a
 * kind removed from here waits forever, so a kind is only removed once no job of it can be queued.
 */
export const jobRegistry: readonly RunnableJob<JobDeps>[] = [
  sendReminderJob,
  sendProviderRequestJob,
  importProvidersJob,
  importPayerDirectoryJob,
  sendAccountEmailJob,
  requestPasswordResetJob,
  notifyFamilyJob,
  sendFollowUpJob,
  sendConfirmRequestJob,
  notifyFamilyOfConfirmationJob,
  sendWithdrawalNoticeJob,
  sendClosedAccountNoticeJob,
  sendListingInviteJob,
  readSchedulingLinkJob,
  sendListingClaimEmailJob,
  releaseExpiredHoldJob,
  notifyFamilyOfReleaseJob,
  sendListingCheckJob,
  registryFileJob,
];
