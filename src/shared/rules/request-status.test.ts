import { describe, expect, it } from 'vitest';
import { canMove, isOpen, statusesMovableTo } from './request-status';

describe('request statuses', () => {
  it('lets the family book a sent or unsent request, and only the clinic confirm it', () => {
    expect(statusesMovableTo('scheduled', 'family')).toEqual(['pending', 'submitted']);
    expect(canMove('scheduled', 'confirmed', 'clinic')).toBe(true);
    expect(canMove('scheduled', 'confirmed', 'family')).toBe(false);
  });

  it('lets the family cancel anything still open, and nothing after it ended', () => {
    expect(statusesMovableTo('cancelled', 'family')).toEqual([
      'pending',
      'submitted',
      'scheduled',
      'confirmed',
    ]);
    expect(canMove('completed', 'cancelled', 'family')).toBe(false);
    expect(canMove('cancelled', 'submitted', 'family')).toBe(false);
  });

  it('lets only the clinic hand a booked request back with another time', () => {
    expect(canMove('scheduled', 'submitted', 'clinic')).toBe(true);
    expect(canMove('scheduled', 'submitted', 'family')).toBe(false);
    expect(canMove('confirmed', 'submitted', 'clinic')).toBe(false);
  });

  it('completes only booked appointments, and only by the server', () => {
    expect(statusesMovableTo('completed', 'system')).toEqual(['scheduled', 'confirmed']);
    expect(canMove('scheduled', 'completed', 'family')).toBe(false);
  });

  it('counts a request as open until it is cancelled or completed', () => {
    expect(
      ['pending', 'submitted', 'scheduled', 'confirmed'].every((s) => isOpen(s as never)),
    ).toBe(true);
    expect(isOpen('cancelled')).toBe(false);
    expect(isOpen('completed')).toBe(false);
  });
});
