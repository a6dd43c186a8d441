import { describe, expect, it } from 'vitest';
import { formatReplyDate } from './reply-wording';

describe('formatReplyDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatReplyDate('2027-03-03')).toBe('3 March 2027');
    expect(formatReplyDate('2026-12-31')).toBe('31 December 2026');
  });
});
