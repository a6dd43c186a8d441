import type { BasketItem, WhatClinicsReceive } from '@shared/api/care-basket';
import type { Recorded, Reply } from '../../../../../tests/support/test-api';

export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A basket item with overrides for its provider, so each test builds exactly the data it needs. */
export function buildItem(n: number, provider: Partial<BasketItem['provider']> = {}): BasketItem {
  return {
    id: testId(100 + n),
    addedAt: '2025-03-04T15:30:00.000Z',
    provider: {
      id: testId(n),
      name: `Provider ${n}`,
      specialty: 'Psychologist',
      city: 'Durham',
      state: 'NC',
      averageWaitTime: null,
      waitTimeWeeks: null,
      nextOpening: null,
      phone: null,
      requestBy: 'email',
      profileImageUrl: null,
      active: true,
      ...provider,
    },
  };
}

/** What the server says a family's clinics receive: a profile with every fact given. */
export const GIVEN_EVERYTHING: WhatClinicsReceive = {
  firstName: 'Rosa',
  insuranceType: 'Blue Cross Blue Shield',
  insurancePlan: 'Blue Choice PPO',
  zipCode: '31750',
  services: ['Applied Behavior Analysis (ABA)', 'Speech-Language Therapy'],
  careFor: 'child',
  childAge: { years: 4, months: 2 },
  lookingFor: 'ABA and speech therapy close to home.',
  phone: '(229) 555-0182',
  language: 'es',
};

/**
 * `GET /api/care-basket` and `DELETE /api/care-basket/{id}` over `world.basket`, and
 * `GET /api/care-basket/what-clinics-receive` from `world.receive` (else `GIVEN_EVERYTHING`).
 */
export function basketApi(world: { basket: BasketItem[]; receive?: WhatClinicsReceive }) {
  return ({ method, path }: Recorded): Reply => {
    if (path === '/api/care-basket' && method === 'GET') return { status: 200, body: world.basket };
    if (path === '/api/care-basket/what-clinics-receive' && method === 'GET') {
      return { status: 200, body: world.receive ?? GIVEN_EVERYTHING };
    }
    const id = path.split('/').pop();
    if (method === 'DELETE' && world.basket.some((item) => item.id === id)) {
      world.basket = world.basket.filter((item) => item.id !== id);
      return { status: 204 };
    }
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
}
