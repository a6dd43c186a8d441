import type { ChildAge } from '@shared/api/provider-replies';

/**
 * A child's age in the reader's locale: '4 years 2 months', '4 years', '5 months' ('0 months' for
 * a newborn), '4 años 2 meses' in Spanish. Intl holds the unit words and their plurals.
 */
export function formatChildAge(age: ChildAge, locale: string): string {
  const unit = (unit: 'year' | 'month', amount: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  const parts = [
    age.years > 0 ? unit('year', age.years) : null,
    age.months > 0 || age.years === 0 ? unit('month', age.months) : null,
  ].filter((part) => part !== null);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}
