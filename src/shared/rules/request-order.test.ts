import { describe, expect, it } from 'vitest';
import { sortRequests, topAppointmentOptions } from './request-order';

const request = (
  id: string,
  status: string,
  estimatedWaitTime: number | null,
  submittedAt: string,
) => ({
  id,
  status,
  estimatedWaitTime,
  submittedAt,
});

describe('sortRequests', () => {
  it('puts scheduled first, then shortest wait with unknown last, then newest first', () => {
    const sorted = sortRequests([
      request('unknown-wait', 'submitted', null, '2026-11-20T10:00:00Z'),
      request('long', 'submitted', 90, '2026-11-20T10:00:00Z'),
      request('short-old', 'submitted', 10, '2026-11-01T10:00:00Z'),
      request('short-new', 'submitted', 10, '2026-11-21T10:00:00Z'),
      request('scheduled', 'scheduled', 200, '2026-10-01T10:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual([
      'scheduled',
      'short-new',
      'short-old',
      'long',
      'unknown-wait',
    ]);
  });
});

describe('topAppointmentOptions', () => {
  it('gives the two lowest known waits, ascending', () => {
    const top = topAppointmentOptions([
      request('a', 'submitted', 40, '2026-11-20T10:00:00Z'),
      request('b', 'submitted', null, '2026-11-20T10:00:00Z'),
      request('c', 'submitted', 5, '2026-11-20T10:00:00Z'),
      request('d', 'submitted', 12, '2026-11-20T10:00:00Z'),
    ]);
    expect(top.map((r) => r.id)).toEqual(['c', 'd']);
  });

  it('gives fewer when fewer are known', () => {
    expect(
      topAppointmentOptions([request('b', 'submitted', null, '2026-11-20T10:00:00Z')]),
    ).toEqual([]);
  });
});
