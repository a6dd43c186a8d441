import { describe, expect, it } from 'vitest';
import { fixedT } from '@shared/i18n/fixed-t';
import { insuranceSentence, replyAnswerSentence } from './reply-sentences';

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

describe('the answer in the e-mail', () => {
  const en = fixedT('en', 'email');
  const es = fixedT('es', 'email');

  it('says what the request card says, in sentences', () => {
    expect(replyAnswerSentence({ ...offer, offeredTime: '14:30' }, en, 'en')).toBe(
      'They can offer an appointment from 3 March 2027 at 2:30 PM.',
    );
    expect(replyAnswerSentence(offer, en, 'en')).toBe(
      'They can offer an appointment from 3 March 2027.',
    );
    expect(replyAnswerSentence(waitlist, en, 'en')).toBe(
      'They put you on their waitlist: about 3 months. They will call you when a place opens.',
    );
    expect(
      replyAnswerSentence({ ...waitlist, waitlist: { amount: 1, unit: 'weeks' } }, en, 'en'),
    ).toBe('They put you on their waitlist: about 7 days. They will call you when a place opens.');
    expect(replyAnswerSentence({ ...waitlist, willCall: false }, en, 'en')).toBe(
      'They put you on their waitlist: about 3 months.',
    );
    expect(replyAnswerSentence(notAccepting, en, 'en')).toBe(
      'They are not accepting new patients right now.',
    );
  });

  it('says it in Spanish, with the dates and plurals of Spanish', () => {
    expect(replyAnswerSentence(offer, es, 'es')).toBe(
      'Le pueden dar una cita a partir del 3 de marzo de 2027.',
    );
    expect(replyAnswerSentence(waitlist, es, 'es')).toBe(
      'Le pusieron en su lista de espera: alrededor de 3 meses. Le llamarán cuando haya un lugar.',
    );
    expect(
      replyAnswerSentence({ ...waitlist, waitlist: { amount: 1, unit: 'months' } }, es, 'es'),
    ).toBe(
      // 30 days, in the unit every screen uses for that length.
      'Le pusieron en su lista de espera: alrededor de 5 semanas. Le llamarán cuando haya un lugar.',
    );
    // A time never ends a Spanish sentence: its 'a.m.' would be followed by a second period.
    expect(replyAnswerSentence({ ...offer, offeredTime: '10:00' }, es, 'es')).toBe(
      'A partir del 3 de marzo de 2027 a las 10:00 a.m., le pueden dar una cita.',
    );
    expect(replyAnswerSentence(notAccepting, es, 'es')).toBe(
      'Por ahora no aceptan pacientes nuevos.',
    );
  });

  it('names the insurance asked about, as written, and says nothing when none was', () => {
    expect(insuranceSentence(true, 'Medicaid', en)).toBe('They accept Medicaid.');
    expect(insuranceSentence(false, 'Aetna', en)).toBe('They do not accept Aetna.');
    expect(insuranceSentence(null, 'Aetna', en)).toBeNull();
    expect(insuranceSentence(true, 'Medicaid', es)).toBe('Aceptan Medicaid.');
    expect(insuranceSentence(false, null, es)).toBe('No aceptan su seguro médico.');
  });

  it('keeps what a clinic wrote as it is, even when it looks like a placeholder', () => {
    expect(es('common.theirMessage', { message: '{{provider}} $t(reply.subject) <b>' })).toBe(
      'Mensaje de la clínica: {{provider}} $t(reply.subject) <b>',
    );
  });
});
