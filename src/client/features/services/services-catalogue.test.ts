import { SERVICE_OPTIONS } from '@shared/rules/care-options';
import { describe, expect, it } from 'vitest';

import { i18n } from '@client/i18n/i18n';
import { AGE_GROUPS, serviceCategories, type AgeGroup } from './services-catalogue';

const SERVICE_CATEGORIES = serviceCategories(i18n.getFixedT('en', 'services'));
const allServices = SERVICE_CATEGORIES.flatMap((category) => category.services);

describe('the services catalogue', () => {
  it('has the four categories in order with 5/5/2/1 services', () => {
    expect(SERVICE_CATEGORIES.map((category) => category.title)).toEqual([
      'Diagnostic Evaluations',
      'Therapeutic Interventions',
      'Medical Management',
      'Early Intervention',
    ]);
    expect(SERVICE_CATEGORIES.map((category) => category.services.length)).toEqual([5, 5, 2, 1]);
  });

  it('gives every category a unique slug id and a summary', () => {
    const ids = SERVICE_CATEGORIES.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of SERVICE_CATEGORIES) {
      expect(category.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(category.summary.trim()).not.toBe('');
    }
  });

  it('uses every age group at least once and none outside the list', () => {
    const allowed = new Set<string>(AGE_GROUPS);
    const used = new Set<AgeGroup>(allServices.map((service) => service.ageGroup));
    for (const service of allServices) {
      expect(allowed.has(service.ageGroup)).toBe(true);
    }
    expect([...used].sort()).toEqual([...AGE_GROUPS].sort());
  });

  it("takes the typical waits of the directory's own services", () => {
    const tracked = allServices.flatMap((service) => service.directoryService ?? []);
    for (const service of tracked) expect(SERVICE_OPTIONS).toContain(service);
    // The autism evaluation a family reads about waits as long as the directory's diagnoses do.
    const evaluation = allServices.find((service) => /autism/i.test(service.name))!;
    expect(evaluation.directoryService).toBe('Autism Diagnosis');
  });

  it('gives every service a description and at least one provider type', () => {
    for (const service of allServices) {
      expect(service.name.trim()).not.toBe('');
      expect(service.description.trim()).not.toBe('');
      expect(service.providerTypes.length).toBeGreaterThan(0);
      for (const providerType of service.providerTypes) {
        expect(providerType.trim()).not.toBe('');
      }
    }
  });

  it('has unique service names', () => {
    const names = allServices.map((service) => service.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
