import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/api/admin';
import { auditActionLabel, auditDetails } from './audit-summary';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  action,
  subject: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'admin@example.org',
  details,
  createdAt: '2026-03-15T09:00:00.000Z',
});

describe('provider management in the activity table', () => {
  it('names the change and the provider', () => {
    expect(auditActionLabel('provider_website_updated')).toBe('Provider website updated');
    expect(auditActionLabel('provider_image_updated')).toBe('Provider image updated');
    expect(auditActionLabel('provider_details_verified')).toBe('Provider details verified');
    expect(
      auditDetails(
        entry('provider_website_updated', {
          provider: 'Willow Clinic',
          before: null,
          after: 'https://willow.example.org/',
        }),
      ),
    ).toBe('Willow Clinic: https://willow.example.org/');
    expect(
      auditDetails(entry('provider_details_verified', { provider: 'Willow Clinic', before: {} })),
    ).toBe('Willow Clinic');
  });
});

describe('sign-in limits in the activity table', () => {
  it('says which count an attempt ran into', () => {
    expect(auditActionLabel('attempts_limited')).toBe('Too many attempts');
    expect(
      auditDetails({
        ...entry('attempts_limited', { limit: 'sign_in_account' }),
        subject: 'ana@example.org',
      }),
    ).toBe('ana@example.org: sign-ins to this account');
  });
});
