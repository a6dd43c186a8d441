import { describe, expect, it } from 'vitest';
import { i18n } from '@client/i18n/i18n';
import { submitOutcome } from './submit-outcome';

const en = i18n.getFixedT('en', 'basket');
const es = i18n.getFixedT('es', 'basket');
const done = {
  title: 'Requests submitted',
  description: 'Your appointment requests have been submitted successfully',
};
const peachtree = {
  requestId: crypto.randomUUID(),
  name: 'Peachtree Psychology',
  phone: '(404) 555-0100',
};
const oakGrove = { requestId: crypto.randomUUID(), name: 'Oak Grove Center', phone: null };

describe('the words after sending the basket', () => {
  it('say the usual when every clinic was e-mailed', () => {
    expect(submitOutcome(en, { sent: 3, toCall: 0, toCallClinics: [] }, done)).toEqual(done);
  });

  it('say what was sent and name whom to call when some clinics have no address', () => {
    expect(submitOutcome(en, { sent: 2, toCall: 1, toCallClinics: [peachtree] }, done)).toEqual({
      title: 'Some requests sent',
      description:
        'Sent to 2 clinics by e-mail. Call this clinic yourself, it has no e-mail address: Peachtree Psychology, (404) 555-0100.',
    });
  });

  it('never say submitted when nothing was sent', () => {
    const outcome = submitOutcome(
      en,
      { sent: 0, toCall: 2, toCallClinics: [peachtree, oakGrove] },
      done,
    );
    expect(outcome).toEqual({
      title: 'No request could be sent',
      description:
        'Call these 2 clinics yourself, they have no e-mail address: Peachtree Psychology, (404) 555-0100; Oak Grove Center (no phone number).',
    });
    expect(JSON.stringify(outcome)).not.toMatch(/submitted/i);
  });

  it('say it in Spanish', () => {
    expect(submitOutcome(es, { sent: 1, toCall: 1, toCallClinics: [oakGrove] }, done)).toEqual({
      title: 'Algunas solicitudes enviadas',
      description:
        'Enviada a 1 clínica por correo electrónico. Llame usted a esta clínica, no tiene correo electrónico: Oak Grove Center (sin teléfono).',
    });
    expect(submitOutcome(es, { sent: 0, toCall: 1, toCallClinics: [peachtree] }, done).title).toBe(
      'No se pudo enviar ninguna solicitud',
    );
  });
});
