import { describe, expect, it } from 'vitest';
import { avatarInitials, fullName } from './user-display';

const user = (overrides: Partial<Parameters<typeof fullName>[0]> = {}) => ({
  firstName: null,
  lastName: null,
  email: null,
  ...overrides,
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName(user({ firstName: 'Sam', lastName: 'Rivera' }))).toBe('Sam Rivera');
  });

  it('uses whichever name exists', () => {
    expect(fullName(user({ firstName: 'Sam' }))).toBe('Sam');
    expect(fullName(user({ lastName: 'Rivera' }))).toBe('Rivera');
  });

  it('says User when neither name exists, even with an e-mail', () => {
    expect(fullName(user({ email: 'parent@example.org' }))).toBe('User');
  });

  it('treats blank names as missing', () => {
    expect(fullName(user({ firstName: '  ', lastName: '' }))).toBe('User');
    expect(fullName(user({ firstName: ' Sam ', lastName: ' ' }))).toBe('Sam');
  });
});

describe('avatarInitials', () => {
  it('uppercases the first letters of first and last name', () => {
    expect(avatarInitials(user({ firstName: 'sam', lastName: 'rivera', email: 'x@y.z' }))).toBe(
      'SR',
    );
  });

  it('uses the one name that exists', () => {
    expect(avatarInitials(user({ firstName: 'sam' }))).toBe('S');
    expect(avatarInitials(user({ lastName: 'rivera' }))).toBe('R');
  });

  it('falls back to the first letter of the e-mail', () => {
    expect(avatarInitials(user({ email: 'parent@example.org' }))).toBe('P');
  });

  it('falls back to U when there is no name and no e-mail', () => {
    expect(avatarInitials(user())).toBe('U');
    expect(avatarInitials(user({ firstName: ' ', email: '' }))).toBe('U');
  });
});
