import { describe, expect, it } from 'vitest';
import type { AppointmentStatus, Opening } from '@shared/api/appointment-requests';
import { sortRequests, topAppointmentOptions } from './request-order';

const request = (
  id: string,
  status: AppointmentStatus,
  opening: Opening | null,
  submittedAt: string,
  providerId: string | null = `provider-${id}`,
) => ({ id, status, opening, submittedAt, provider: { id: providerId } });

const offered = (date: string): Opening => ({ date, source: 'offered' });
const listed = (date: string): Opening => ({ date, source: 'listed' });

describe('sortRequests', () => {
  it('puts scheduled first, then the earliest opening with unknown last, then newest first', () => {
    const sorted = sortRequests([
      request('unknown', 'submitted', null, '2026-11-20T10:00:00Z'),
      request('late', 'submitted', listed('2027-03-01'), '2026-11-20T10:00:00Z'),
      request('soon-old', 'submitted', offered('2026-12-01'), '2026-11-01T10:00:00Z'),
      request('soon-new', 'submitted', listed('2026-12-01'), '2026-11-21T10:00:00Z'),
      request('scheduled', 'scheduled', listed('2027-06-01'), '2026-10-01T10:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual([
      'scheduled',
      'soon-new',
      'soon-old',
      'late',
      'unknown',
    ]);
  });

  it('ranks an offered 1 December above a clinic whose listed wait ends later', () => {
    const sorted = sortRequests([
      // Never answered; a 20-day listed wait from 15 November is 5 December.
      request('silent', 'submitted', listed('2026-12-05'), '2026-11-15T10:00:00Z'),
      request('offer', 'submitted', offered('2026-12-01'), '2026-11-01T10:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['offer', 'silent']);
  });
});

describe('topAppointmentOptions', () => {
  it('gives the two earliest known openings of open requests, earliest first', () => {
    const top = topAppointmentOptions([
      request('a', 'submitted', listed('2027-01-10'), '2026-11-20T10:00:00Z'),
      request('b', 'submitted', null, '2026-11-20T10:00:00Z'),
      request('c', 'submitted', offered('2026-12-01'), '2026-11-20T10:00:00Z'),
      request('d', 'scheduled', listed('2026-12-20'), '2026-11-20T10:00:00Z'),
      request('closed', 'cancelled', offered('2026-11-25'), '2026-11-20T10:00:00Z'),
    ]);
    expect(top.map((r) => r.id)).toEqual(['c', 'd']);
  });

  it('lists each provider once', () => {
    const top = topAppointmentOptions([
      request('first', 'submitted', offered('2026-12-01'), '2026-11-20T10:00:00Z', 'same'),
      request('again', 'confirmed', offered('2026-12-02'), '2026-11-20T10:00:00Z', 'same'),
      request('other', 'submitted', listed('2027-01-01'), '2026-11-20T10:00:00Z'),
    ]);
    expect(top.map((r) => r.id)).toEqual(['first', 'other']);
  });

  it('gives fewer when fewer are known', () => {
    expect(
      topAppointmentOptions([request('b', 'submitted', null, '2026-11-20T10:00:00Z')]),
    ).toEqual([]);
  });
});
