import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@shared/i18n/locales/en/search.json';
import es from '@shared/i18n/locales/es/search.json';
import { nextOpeningText, notAcceptingText } from './next-opening-words';

// One wording for a provider's next opening and 'not taking new patients', in both languages.
const words = i18next.createInstance();
void words.init({
  resources: { en: { search: en }, es: { search: es } },
  lng: 'en',
  ns: ['search'],
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = (language: 'en' | 'es') =>
  words.getFixedT(language, 'search') as unknown as TFunction<'search'>;
const now = new Date('2026-11-27T15:00:00Z');
const opening = {
  start: '2026-12-09T15:30:00.000Z',
  source: 'clinic' as const,
  checkedAt: '2026-11-27T13:00:00.000Z',
  openingId: null,
  bookingUrl: null,
};

describe('nextOpeningText', () => {
  it('says when, where it comes from and when it was checked', () => {
    expect(nextOpeningText(opening, t('en'), 'en-US', now, 'America/New_York')).toBe(
      'Next opening: 9 December 2026 at 10:30 AM · published by the clinic, checked 2 hours ago',
    );
    expect(nextOpeningText(opening, t('es'), 'es-US', now, 'America/New_York')).toBe(
      'Próxima cita disponible: 9 de diciembre de 2026 a las 10:30 a.m. · publicada por la clínica, comprobada hace 2 horas',
    );
  });

  it('gives a day without a time, and no check for a reply or a wait', () => {
    expect(
      nextOpeningText(
        { ...opening, start: '2026-12-18', source: 'reply', checkedAt: null },
        t('en'),
        'en-US',
        now,
      ),
    ).toBe("Next opening: 18 December 2026 · from the clinic's replies");
  });
});

describe('notAcceptingText', () => {
  it('names who said so and when', () => {
    const at = '2026-12-02T15:00:00.000Z';
    expect(notAcceptingText({ by: 'clinic', at }, t('en'), 'en-US')).toBe(
      'Not taking new patients, said by the clinic on 2 December 2026',
    );
    expect(notAcceptingText({ by: 'directory', at }, t('es'), 'es-US')).toBe(
      'No acepta pacientes nuevos, según el directorio de su plan, comprobado el 2 de diciembre de 2026',
    );
  });
});
