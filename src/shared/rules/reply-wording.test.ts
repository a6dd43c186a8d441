import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import enRequests from '@shared/i18n/locales/en/requests.json';
import esRequests from '@shared/i18n/locales/es/requests.json';
import enSearch from '@shared/i18n/locales/en/search.json';
import esSearch from '@shared/i18n/locales/es/search.json';
import {
  formatChildAge,
  cardReplyWording,
  insuranceWords,
  replyAnswerWords,
} from './reply-wording';

// The request card's words come from the browser's `requests` catalog (and a wait's from
// `search`); here, straight from disk.
const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { requests: enRequests, search: enSearch },
    es: { requests: esRequests, search: esSearch },
  },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const en = instance.getFixedT('en', 'requests') as TFunction<'requests'>;
const es = instance.getFixedT('es', 'requests') as TFunction<'requests'>;

describe('formatChildAge', () => {
  it('names years and months, leaving out a zero part', () => {
    expect(formatChildAge({ years: 4, months: 2 })).toBe('4 years 2 months');
    expect(formatChildAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatChildAge({ years: 4, months: 0 })).toBe('4 years');
    expect(formatChildAge({ years: 0, months: 5 })).toBe('5 months');
    expect(formatChildAge({ years: 0, months: 0 })).toBe('0 months');
  });

  it('uses the locale’s unit words when given one', () => {
    expect(formatChildAge({ years: 4, months: 2 }, 'es-US')).toBe('4 años 2 meses');
    expect(formatChildAge({ years: 1, months: 1 }, 'es-US')).toBe('1 año 1 mes');
  });
});

const offer = {
  answer: 'offer',
  earliestDate: '2027-03-03',
  waitlist: null,
  willCall: null,
} as const;
const waitlist = {
  answer: 'waitlist',
  earliestDate: null,
  waitlist: { amount: 3, unit: 'months' },
  willCall: true,
} as const;
const notAccepting = {
  answer: 'not_accepting',
  earliestDate: null,
  waitlist: null,
  willCall: null,
} as const;

describe('the answer on the card', () => {
  it('says each answer plainly', () => {
    expect(replyAnswerWords(offer, cardReplyWording(en, 'en-US'))).toEqual({
      headline: 'Can offer an appointment from 3 March 2027',
      detail: null,
    });
    expect(replyAnswerWords(waitlist, cardReplyWording(en, 'en-US'))).toEqual({
      headline: 'Waitlist: about 3 months',
      detail: 'They will call you when a place opens',
    });
    expect(
      replyAnswerWords({ ...waitlist, willCall: false }, cardReplyWording(en, 'en-US')).detail,
    ).toBeNull();
    expect(
      replyAnswerWords(
        { ...waitlist, waitlist: { amount: 1, unit: 'weeks' } },
        cardReplyWording(en, 'en-US'),
      ).headline,
    ).toBe('Waitlist: about 7 days');
    // In the one unit for its length, as every screen says 56 days.
    expect(
      replyAnswerWords(
        { ...waitlist, waitlist: { amount: 8, unit: 'weeks' } },
        cardReplyWording(en, 'en-US'),
      ).headline,
    ).toBe('Waitlist: about 2 months');
    expect(
      replyAnswerWords({ ...offer, offeredTime: '14:30' }, cardReplyWording(en, 'en-US')).headline,
    ).toBe('Can offer an appointment from 3 March 2027 at 2:30 PM');
    expect(replyAnswerWords(notAccepting, cardReplyWording(en, 'en-US'))).toEqual({
      headline: 'Not accepting new patients',
      detail: null,
    });
  });

  it('says it in Spanish with the Spanish words', () => {
    expect(replyAnswerWords(offer, cardReplyWording(es, 'es-US')).headline).toBe(
      'Le pueden dar una cita a partir del 3 de marzo de 2027',
    );
    expect(
      replyAnswerWords(
        { ...waitlist, waitlist: { amount: 3, unit: 'weeks' } },
        cardReplyWording(es, 'es-US'),
      ).headline,
    ).toBe('Lista de espera: alrededor de 3 semanas');
    expect(
      replyAnswerWords({ ...offer, offeredTime: '09:00' }, cardReplyWording(es, 'es-US')).headline,
    ).toBe('Le pueden dar una cita a partir del 3 de marzo de 2027 a las 9:00 a.m.');
    expect(replyAnswerWords(waitlist, cardReplyWording(es, 'es-US'))).toEqual({
      headline: 'Lista de espera: alrededor de 3 meses',
      detail: 'Le llamarán cuando haya un lugar',
    });
  });
});

describe('insuranceWords', () => {
  it('names the insurance asked about, and says nothing when none was', () => {
    expect(insuranceWords(true, 'Medicaid', cardReplyWording(en, 'en-US'))).toBe(
      'Accepts Medicaid',
    );
    expect(insuranceWords(false, 'Medicaid', cardReplyWording(en, 'en-US'))).toBe(
      'Does not accept Medicaid',
    );
    expect(insuranceWords(null, 'Medicaid', cardReplyWording(en, 'en-US'))).toBeNull();
    expect(insuranceWords(true, null, cardReplyWording(en, 'en-US'))).toBe(
      'Accepts your insurance',
    );
    expect(insuranceWords(false, null, cardReplyWording(es, 'es-US'))).toBe(
      'No aceptan su seguro médico',
    );
  });
});
