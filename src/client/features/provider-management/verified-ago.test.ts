import { describe, expect, it } from 'vitest';
import { verifiedAgo } from './verified-ago';

const now = new Date('2027-03-03T12:00:00.000Z');
const ages = [0, 1, 12, 59, 60, 95, 729, 730, 1200];
const agesIn = (locale: string) =>
  ages.map((days) =>
    verifiedAgo(new Date(now.getTime() - days * 24 * 60 * 60 * 1000), locale, now),
  );

describe('verifiedAgo in the active locale', () => {
  it('words the age as the families read it', () => {
    expect(agesIn('en-US')).toEqual([
      'today',
      'yesterday',
      '12 days ago',
      '59 days ago',
      '2 months ago',
      '3 months ago',
      '24 months ago',
      '2 years ago',
      '3 years ago',
    ]);
  });

  it('speaks Spanish', () => {
    expect(agesIn('es-US')).toEqual([
      'hoy',
      'ayer',
      'hace 12 días',
      'hace 59 días',
      'hace 2 meses',
      'hace 3 meses',
      'hace 24 meses',
      'hace 2 años',
      'hace 3 años',
    ]);
  });
});
