import { describe, expect, it } from 'vitest';
import { formatChildAge } from './child-age';

describe('formatChildAge', () => {
  it('writes years and months as the e-mail to the clinic does', () => {
    expect(formatChildAge({ years: 4, months: 2 }, 'en-US')).toBe('4 years 2 months');
    expect(formatChildAge({ years: 1, months: 1 }, 'en-US')).toBe('1 year 1 month');
    expect(formatChildAge({ years: 4, months: 0 }, 'en-US')).toBe('4 years');
    expect(formatChildAge({ years: 0, months: 0 }, 'en-US')).toBe('0 months');
  });

  it('writes them in Spanish', () => {
    expect(formatChildAge({ years: 4, months: 2 }, 'es-US')).toBe('4 años 2 meses');
    expect(formatChildAge({ years: 1, months: 1 }, 'es-US')).toBe('1 año 1 mes');
    expect(formatChildAge({ years: 0, months: 5 }, 'es-US')).toBe('5 meses');
  });
});
