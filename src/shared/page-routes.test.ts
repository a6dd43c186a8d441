import { describe, expect, it } from 'vitest';
import { leadsByProfile, pagePathOf, redirectOf } from './page-routes';

describe('pagePathOf', () => {
  it('names the page of a navigation’s data request, and leaves a page’s own path alone', () => {
    expect(pagePathOf('/_.data')).toBe('/');
    expect(pagePathOf('/profile.data')).toBe('/profile');
    expect(pagePathOf('/clinic/listings/12.data')).toBe('/clinic/listings/12');
    expect(pagePathOf('/clinic/_.data')).toBe('/clinic/');
    expect(pagePathOf('/home')).toBe('/home');
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('/data')).toBe('/data');
  });
});

describe('redirectOf', () => {
  it('sends a visitor from a clinic’s pages to its sign-in, but not from the sign-in itself', () => {
    expect(redirectOf('/clinic', { signedIn: false })).toBe('/clinic/sign-in');
    expect(redirectOf('/clinic/listings/3', { signedIn: false })).toBe('/clinic/sign-in');
    expect(redirectOf('/clinic/sign-in', { signedIn: false })).toBeUndefined();
    expect(redirectOf('/clinic/sign-in/abc', { signedIn: false })).toBeUndefined();
    expect(redirectOf('/home', { signedIn: false })).toBeUndefined();
  });

  it('sends a signed-in user from the sign-in page home, and from the first run once ready', () => {
    expect(redirectOf('/sign-in', { signedIn: true })).toBe('/');
    expect(redirectOf('/welcome', { signedIn: true, readyToSearch: true })).toBe('/home?tab=list');
    expect(redirectOf('/welcome', { signedIn: true, readyToSearch: false })).toBeUndefined();
    expect(redirectOf('/clinic', { signedIn: true })).toBeUndefined();
  });
});

describe('leadsByProfile', () => {
  it('is the first-run step alone', () => {
    expect(leadsByProfile('/welcome')).toBe(true);
    for (const path of ['/', '/home', '/profile', '/sign-in', '/clinic']) {
      expect(leadsByProfile(path)).toBe(false);
    }
  });
});
