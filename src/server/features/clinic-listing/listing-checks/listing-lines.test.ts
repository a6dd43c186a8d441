import { describe, expect, it } from 'vitest';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { listingLines } from './listing-lines';

// The monthly e-mail's list of a listing, whole: its words come from the catalog, and a changed or
// missing key must show here rather than in a clinic's inbox.

const values: ClinicListing['values'] = {
  email: 'desk@sunrise.example',
  acceptingNewPatients: true,
  notAcceptingServices: ['ABA Therapy'],
  servicesOffered: ['Speech Therapy', 'ABA Therapy'],
  acceptedInsurance: ['Medicaid', 'Aetna'],
  acceptedNetworkIds: null,
  agesFrom: 2,
  agesTo: 12,
  languages: ['en', 'es'],
  telehealth: false,
  address: { addressLine: '1 Main St', city: 'Raleigh', state: 'NC', zipCode: '27601' },
  phone: '919-555-0199',
  websiteUrl: 'https://sunrise.example',
  profileImageUrl: null,
};
const opening = (startsAt: string, fromOnly: boolean): ClinicListing['openings'][number] => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  startsAt,
  endsAt: null,
  fromOnly,
  service: null,
  source: 'clinic',
});

describe("the listing check's lines", () => {
  it('say each field as families see it', () => {
    const lines = listingLines({
      timeZone: 'America/New_York',
      values,
      openings: [opening('2027-03-03T19:30:00Z', false), opening('2027-04-01T13:00:00Z', true)],
    });
    expect(lines).toEqual([
      'E-mail for requests: desk@sunrise.example',
      'Accepting new patients: yes, except ABA Therapy',
      'Services: Speech Therapy, ABA Therapy',
      'Insurance: Medicaid, Aetna',
      'Ages: 2 to 12 years',
      'Languages: English, Spanish',
      'Telehealth: no',
      'Address: 1 Main St, Raleigh, NC 27601',
      'Phone: 919-555-0199',
      'Website: https://sunrise.example',
      expect.stringMatching(/^Openings: .*2:30 PM.*; from .*1 April 2027$/),
    ]);
  });

  it('say "not said" for what the clinic has not said', () => {
    const lines = listingLines({
      timeZone: 'America/New_York',
      openings: [],
      values: {
        ...values,
        email: null,
        acceptingNewPatients: null,
        notAcceptingServices: [],
        servicesOffered: [],
        acceptedInsurance: [],
        agesFrom: null,
        agesTo: null,
        languages: null,
        telehealth: null,
        phone: null,
        websiteUrl: null,
      },
    });
    expect(lines).toEqual([
      'E-mail for requests: not said',
      'Accepting new patients: not said',
      'Services: not said',
      'Insurance: not said',
      'Ages: not said',
      'Languages: not said',
      'Telehealth: not said',
      'Address: 1 Main St, Raleigh, NC 27601',
      'Phone: not said',
      'Website: not said',
      'Openings: not said',
    ]);
  });
});
