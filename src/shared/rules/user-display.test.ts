import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@shared/i18n/locales/en/profile.json';
import es from '@shared/i18n/locales/es/profile.json';
import { avatarInitials, fullName, personName } from './user-display';

const words = i18next.createInstance();
void words.init({
  resources: { en: { profile: en }, es: { profile: es } },
  lng: 'en',
  ns: ['profile'],
  initAsync: false,
});
const t: TFunction<'profile'> = words.getFixedT('en', 'profile');
const tEs: TFunction<'profile'> = words.getFixedT('es', 'profile');

const user = (overrides: Partial<Parameters<typeof fullName>[0]> = {}) => ({
  firstName: null,
  lastName: null,
  email: null,
  ...overrides,
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName(user({ firstName: 'Sam', lastName: 'Rivera' }), t)).toBe('Sam Rivera');
  });

  it('uses whichever name exists', () => {
    expect(fullName(user({ firstName: 'Sam' }), t)).toBe('Sam');
    expect(fullName(user({ lastName: 'Rivera' }), t)).toBe('Rivera');
  });

  it('says User when neither name exists, even with an e-mail', () => {
    expect(fullName(user({ email: 'parent@example.org' }), t)).toBe('User');
  });

  it('treats blank names as missing', () => {
    expect(fullName(user({ firstName: '  ', lastName: '' }), t)).toBe('User');
    expect(fullName(user({ firstName: ' Sam ', lastName: ' ' }), t)).toBe('Sam');
  });

  it('says Usuario to a family reading Spanish', () => {
    expect(fullName(user(), tEs)).toBe('Usuario');
    expect(fullName(user({ firstName: 'Sam' }), tEs)).toBe('Sam');
  });
});

describe('personName', () => {
  it('is the name, or nothing when there is none', () => {
    expect(personName(user({ firstName: 'Sam', lastName: 'Rivera' }))).toBe('Sam Rivera');
    expect(personName(user({ firstName: ' ', email: 'parent@example.org' }))).toBeUndefined();
  });
});

describe('avatarInitials', () => {
  it('uppercases the first letters of first and last name', () => {
    expect(avatarInitials(user({ firstName: 'sam', lastName: 'rivera', email: 'x@y.z' }), t)).toBe(
      'SR',
    );
  });

  it('uses the one name that exists', () => {
    expect(avatarInitials(user({ firstName: 'sam' }), t)).toBe('S');
    expect(avatarInitials(user({ lastName: 'rivera' }), t)).toBe('R');
  });

  it('falls back to the first letter of the e-mail', () => {
    expect(avatarInitials(user({ email: 'parent@example.org' }), t)).toBe('P');
  });

  it('falls back to U when there is no name and no e-mail', () => {
    expect(avatarInitials(user(), t)).toBe('U');
    expect(avatarInitials(user({ firstName: ' ', email: '' }), t)).toBe('U');
    expect(avatarInitials(user(), tEs)).toBe('U');
  });
});
