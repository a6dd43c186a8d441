import { describe, expect, it } from 'vitest';
import { jobRegistry } from './job-registry';

describe('the job registry', () => {
  it('keeps the kinds already stored with queued jobs, each defined once', () => {
    // Renaming a kind would strand every job queued under the old name.
    expect(jobRegistry.map((job) => job.kind).sort()).toEqual([
      'account-email',
      'appointment-reminder',
      'closed-account-notice-email',
      'confirm-request-email',
      'confirmation-notice-email',
      'listing-check-email',
      'listing-claim-email',
      'listing-invite-email',
      'opening-hold-release',
      'opening-release-notice-email',
      'password-reset-request',
      'payer-directory-import',
      'provider-follow-up-email',
      'provider-import',
      'provider-request-email',
      'registry-file',
      'reply-notice-email',
      'scheduling-link-read',
      'withdrawal-notice-email',
    ]);
  });
});
