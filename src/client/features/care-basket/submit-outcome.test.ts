import { describe, expect, it } from 'vitest';
import { i18n } from '@client/i18n/i18n';
import { submitDescription } from './submit-outcome';

const en = i18n.getFixedT('en', 'basket');
const es = i18n.getFixedT('es', 'basket');
const allSent = 'Your appointment requests have been submitted successfully';

describe('the words after sending the basket', () => {
  it('say the usual when every clinic was e-mailed', () => {
    expect(submitDescription(en, { sent: 3, toCall: 0 }, allSent)).toBe(allSent);
  });

  it('say what was sent and whom to call when some clinics have no address', () => {
    expect(submitDescription(en, { sent: 2, toCall: 1 }, allSent)).toBe(
      'Sent to 2 clinics by e-mail. 1 clinic has no e-mail address: call it yourself. Its number is under Appointments.',
    );
    expect(submitDescription(en, { sent: 0, toCall: 2 }, allSent)).toBe(
      '2 clinics have no e-mail address: call them yourself. Their numbers are under Appointments.',
    );
    expect(submitDescription(es, { sent: 1, toCall: 1 }, allSent)).toBe(
      'Enviada a 1 clínica por correo electrónico. 1 clínica no tiene correo electrónico: llámela usted. Su número está en Citas.',
    );
  });
});
