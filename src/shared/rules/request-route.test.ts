import { describe, expect, it } from 'vitest';
import { countRoutes, requestRouteOf } from './request-route';

describe('requestRouteOf', () => {
  it('e-mails a clinic with an address, whatever its phone', () => {
    expect(requestRouteOf({ hasEmail: true, phone: null })).toBe('email');
    expect(requestRouteOf({ hasEmail: true, phone: '(919) 555-0144' })).toBe('email');
  });

  it('leaves a clinic without an address to the phone, or to nobody', () => {
    expect(requestRouteOf({ hasEmail: false, phone: '(919) 555-0144' })).toBe('phone');
    expect(requestRouteOf({ hasEmail: false, phone: '  ' })).toBe('none');
    expect(requestRouteOf({ hasEmail: false, phone: null })).toBe('none');
  });
});

describe('countRoutes', () => {
  it('counts each route', () => {
    expect(countRoutes(['email', 'phone', 'email', 'none'])).toEqual({
      email: 2,
      phone: 1,
      none: 1,
    });
  });
});
