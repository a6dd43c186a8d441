import { describe, expect, it } from 'vitest';
import type { WhatClinicsReceive } from '@shared/api/care-basket';
import { familyFactLines } from './provider-request-email';

const facts: WhatClinicsReceive = {
  firstName: 'Sam',
  insuranceType: 'Medicaid',
  insurancePlan: null,
  zipCode: '27601',
  services: ['Autism Diagnosis'],
  careFor: 'child',
  childAge: { years: 4, months: 2 },
  lookingFor: null,
  phone: null,
  language: null,
};

describe("the clinic e-mail's age line", () => {
  it("says a child's age, or an adult's own for themselves", () => {
    expect(familyFactLines(facts)).toContainEqual(["Child's age", '4 years 2 months']);
    const adult = { ...facts, careFor: 'self' as const, childAge: { years: 34, months: 0 } };
    const lines = familyFactLines(adult);
    expect(lines).toContainEqual(['Age', '34 years (for themselves)']);
    expect(lines.map(([label]) => label)).not.toContain("Child's age");
  });
});
