import { describe, expect, it } from 'vitest';
import { clinicT as t } from './clinic-t';

describe("a clinic e-mail's words", () => {
  it('are English, whatever the catalog also holds', () => {
    expect(t('withdrawal.subject', { family: 'Dana' })).toBe('Request withdrawn: Dana');
  });

  it('keep what a family typed as it is: no markup, nesting or placeholders are read in it', () => {
    const family = '$t(hello) {{provider}} <b>Ana</b> & co';
    expect(t('withdrawal.subject', { family })).toBe(`Request withdrawn: ${family}`);
  });
});
