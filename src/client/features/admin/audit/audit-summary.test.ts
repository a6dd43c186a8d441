import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/api/admin';
import { i18n, showLanguage } from '@client/i18n/i18n';
import { auditActionLabel, auditDetails } from './audit-summary';

const t = i18n.getFixedT('en', 'admin');

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  action,
  subject: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'admin@example.org',
  details,
  createdAt: '2026-03-15T09:00:00.000Z',
});

describe('account events in the activity table', () => {
  it('names each in words', () => {
    expect(auditActionLabel(t, 'email_verified')).toBe('E-mail address confirmed');
    expect(auditActionLabel(t, 'password_reset')).toBe('Password reset');
    expect(auditActionLabel(t, 'account_deleted')).toBe('Account deleted');
  });
});

describe('payer directories in the activity table', () => {
  it('names the directory, what an import read and what it changed', () => {
    expect(auditActionLabel(t, 'payer_directory_added')).toBe('Payer directory added');
    expect(
      auditDetails(
        t,
        entry('payer_directory_added', {
          name: 'Green Circle',
          baseUrl: 'https://fhir.example.org/r4',
          insuranceType: 'Aetna',
        }),
      ),
    ).toBe('Green Circle (https://fhir.example.org/r4)');
    expect(
      auditDetails(
        t,
        entry('payer_import_started', {
          directory: 'Green Circle',
          full: false,
          changesSince: '2026-03-14T09:00:00.000Z',
        }),
      ),
    ).toBe('Green Circle: what changed since the last import');
    expect(
      auditDetails(
        t,
        entry('payer_import_finished', {
          status: 'succeeded',
          counts: { claimsAdded: 59, claimsEnded: 2 },
        }),
      ),
    ).toBe('succeeded: 59 claims added, 2 ended');
  });
});

describe('provider management in the activity table', () => {
  it('names the change and the provider', () => {
    expect(auditActionLabel(t, 'provider_website_updated')).toBe('Provider website updated');
    expect(auditActionLabel(t, 'provider_image_updated')).toBe('Provider image updated');
    expect(auditActionLabel(t, 'provider_details_verified')).toBe('Provider details verified');
    expect(
      auditDetails(
        t,
        entry('provider_website_updated', {
          provider: 'Willow Clinic',
          before: null,
          after: 'https://willow.example.org/',
        }),
      ),
    ).toBe('Willow Clinic: https://willow.example.org/');
    expect(
      auditDetails(
        t,
        entry('provider_details_verified', { provider: 'Willow Clinic', before: {} }),
      ),
    ).toBe('Willow Clinic');
  });
});

describe('sign-in limits in the activity table', () => {
  it('says which count an attempt ran into', () => {
    expect(auditActionLabel(t, 'attempts_limited')).toBe('Too many attempts');
    expect(
      auditDetails(t, {
        ...entry('attempts_limited', { limit: 'sign_in_account' }),
        subject: 'ana@example.org',
      }),
    ).toBe('ana@example.org: sign-ins to this account');
  });
});

describe('the activity table in Spanish', () => {
  beforeAll(() => showLanguage('es'));
  afterAll(() => showLanguage('en'));

  it('names actions, limits and counts in our Spanish words; the data stays as recorded', () => {
    const es = i18n.getFixedT('es', 'admin');
    expect(auditActionLabel(es, 'provider_details_verified')).toBe(
      'Datos del proveedor verificados',
    );
    expect(auditActionLabel(es, 'attempts_limited')).toBe('Demasiados intentos');
    expect(
      auditDetails(es, {
        ...entry('attempts_limited', { limit: 'sign_in_account' }),
        subject: 'ana@example.org',
      }),
    ).toBe('ana@example.org: inicios de sesión en esta cuenta');
    expect(
      auditDetails(
        es,
        entry('import_finished', {
          status: 'partial',
          imported: 9,
          failedStates: [{ state: 'GA', error: 'x' }],
        }),
      ),
    ).toBe('parcial: 9 proveedores; con error: GA');
    expect(auditDetails(es, entry('providers_cleared', { removed: 1 }))).toBe(
      '1 proveedor eliminado',
    );
    expect(
      auditDetails(
        es,
        entry('import_started', { states: ['NC', 'GA'], limitPerState: 10, clearExisting: true }),
      ),
    ).toBe('NC, GA, hasta 10 por estado, reemplazando los proveedores existentes');
  });
});
