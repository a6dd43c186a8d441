import { expect, it } from 'vitest';
import { telHref } from './tel-link';

it('dials the digits (and a leading +) of a number as people write it', () => {
  expect(telHref('(919) 555-0142')).toBe('tel:9195550142');
  expect(telHref('+1 404 555 0100')).toBe('tel:+14045550100');
});

it('makes no link of a number with nothing to dial', () => {
  expect(telHref('n/a')).toBeUndefined();
  expect(telHref(null)).toBeUndefined();
});
