import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength';

const person = ['Quentin', 'Zylberstein', 'qzylberstein@example.org'];

describe('checkPasswordStrength', () => {
  it.each([
    ['password12', /at least 12 characters/],
    [' '.repeat(10), /at least 12 characters/],
    [' '.repeat(12), /Repeated characters/],
    ['password1234', /commonly used password/],
    ['qwertyuiop12', /./],
    ['autismcarefinder', /this site's name/],
  ])('refuses %j and says why', async (password, why) => {
    const verdict = await checkPasswordStrength(password, person);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok === false && verdict.message).toMatch(why);
  });

  it('refuses a password made of the person’s own name or e-mail, which would pass for others', async () => {
    for (const password of ['zylbersteinquentin', 'qzylberstein1987']) {
      expect(await checkPasswordStrength(password)).toEqual({ ok: true });
      expect(await checkPasswordStrength(password, person)).toEqual({
        ok: false,
        problem: { kind: 'weak', warning: 'userInputs', suggestion: expect.any(String) },
        message: expect.stringContaining('Your name, your e-mail address'),
      });
    }
  });

  it.each(['correct horse battery staple', 'a calm long password', 'x7#kQ!9zL@2m'])(
    'accepts %j',
    async (password) => {
      expect(await checkPasswordStrength(password, person)).toEqual({ ok: true });
    },
  );
});
