import { describe, expect, it } from 'vitest';
import type { SearchingFamily } from '@shared/rules/family-reach';
import type { IndexedProvider } from './indexed-provider';
import { ProviderIndex } from './provider-index';
import { widenSteps } from './widen-steps';

// Fitzgerald, GA (ZIP 31750): a rural family whose nearest ABA and speech practices are far.
const home = { latitude: 31.7248, longitude: -83.2495 };
const family: SearchingFamily = {
  insurance: 'Blue Cross Blue Shield',
  network: null,
  home,
  homeState: 'GA',
  travelMiles: 50,
};
const ABA = 'Applied Behavior Analysis (ABA)';
const SPEECH = 'Speech-Language Therapy';

let next = 0;
/** A practice `north` degrees of latitude north of home (one degree is about 69 miles). */
function practice(north: number, facts: Partial<IndexedProvider>): IndexedProvider {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    state: 'GA',
    latitude: home.latitude + north,
    longitude: home.longitude,
    servicesOffered: [ABA, SPEECH],
    acceptedInsurance: ['Blue Cross Blue Shield'],
    searchText: `practice ${next}\u001ftown`,
    waitDays: null,
    acceptingNewPatients: null,
    agesFrom: null,
    agesTo: null,
    languages: null,
    telehealth: false,
    licenseState: null,
    accessibility: null,
    ...facts,
  };
}

const both = { service: [ABA, SPEECH] };

describe('widenSteps', () => {
  it('proposes the next distance up that finds more, with the count the search then finds', () => {
    const index = new ProviderIndex([
      practice(0.3, { servicesOffered: [ABA] }), // 21 miles, ABA only
      practice(1.0, {}), // 69 miles
      practice(1.3, {}), // 90 miles
      practice(3, {}), // 207 miles: beyond every distance offered
    ]);
    const answer = widenSteps(index, both, family);
    expect(answer.total).toBe(0);
    expect(answer.steps).toEqual([
      { kind: 'within', miles: 100, count: 2 },
      { kind: 'anyService', count: 1 },
    ]);
  });

  it('skips a larger distance that finds no more, and offers none past 100 miles', () => {
    const index = new ProviderIndex([practice(1.3, {}), practice(3, {})]);
    expect(widenSteps(index, { ...both, within: 25 }, family).steps).toEqual([
      { kind: 'within', miles: 100, count: 1 },
    ]);
    expect(widenSteps(index, { ...both, within: 100 }, family).steps).toEqual([]);
  });

  it('counts a practice not listing the insurance apart, as one to ask, one step at a time', () => {
    const index = new ProviderIndex([
      practice(0.2, { acceptedInsurance: ['Medicaid'] }),
      practice(0.25, { acceptedInsurance: [] }),
    ]);
    // By default the practice nobody has reported on is already in; the one listing only
    // Medicaid is the step.
    const byDefault = widenSteps(index, both, family);
    expect(byDefault.total).toBe(1);
    expect(byDefault.steps).toEqual([{ kind: 'insurance', from: 'acceptsOrUnknown', count: 2 }]);
    // Matching only: back to 'accepted or unknown', not straight to every practice.
    const matchingOnly = widenSteps(index, { ...both, matchingOnly: true }, family);
    expect(matchingOnly.total).toBe(0);
    expect(matchingOnly.steps).toEqual([{ kind: 'insurance', from: 'accepts', count: 1 }]);
    // Once the insurance is lifted, there is no step left on it.
    expect(widenSteps(index, { ...both, anyInsurance: true }, family).steps).toEqual([]);
  });

  it('proposes nothing for a result of three or more, nor a step that finds no more', () => {
    const near = [practice(0.1, {}), practice(0.2, {}), practice(0.3, {})];
    const index = new ProviderIndex([...near, practice(1.2, {})]);
    expect(widenSteps(index, both, family)).toEqual({ total: 3, steps: [] });
    // One service: 'any of them' means nothing.
    const single = new ProviderIndex([practice(1.2, { servicesOffered: [ABA] })]);
    expect(widenSteps(single, { service: [ABA], within: 100 }, family).steps).toEqual([]);
  });

  it('has no distance step without a home to measure from', () => {
    const index = new ProviderIndex([practice(1.2, {})]);
    const away = { ...family, home: null, homeState: null };
    expect(widenSteps(index, { ...both, state: 'AL' }, away)).toEqual({ total: 0, steps: [] });
  });
});
