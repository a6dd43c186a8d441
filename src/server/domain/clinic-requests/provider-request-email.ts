import type { WhatClinicsReceive } from '@shared/api/care-basket';
import { LOCALES } from '@shared/i18n/languages';
import { formatChildAge } from '@shared/rules/reply-wording';
import { OPENING_HOLD_HOURS } from '@shared/rules/opening-hold';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import type { MailMessage } from '@server/lib/mail';
import { requestFamilyFacts } from '@server/domain/family-facts/family-facts';
import { familyLanguageLines } from '@server/domain/family-facts/family-language';
import type { RequestForClinic } from './load-request-for-clinic';
import { replyToken, replyUrl } from './reply-link';
import { emailHtml } from '@server/lib/email-html';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { formatDay } from '@shared/rules/intl-formats';

/**
 * The lines of the family's facts in a clinic's e-mail, in English. The basket shows the family
 * the same facts, in its language, before anything is sent.
 */
export function familyFactLines(facts: WhatClinicsReceive): [string, string][] {
  return [
    ['Family', facts.firstName ?? 'A family'],
    ['Insurance', facts.insuranceType ?? 'Not given'],
    ...(facts.insurancePlan ? [['Plan', facts.insurancePlan] as [string, string]] : []),
    ['Services wanted', facts.services.length ? facts.services.join(', ') : 'Not given'],
    ['ZIP code', facts.zipCode ?? 'Not given'],
    ageLine(facts),
    ...(facts.lookingFor
      ? [['What we are looking for', facts.lookingFor] as [string, string]]
      : []),
    // Only what the family chose to share; without a phone the link is the way back to them.
    ['Phone', facts.phone ?? 'Not shared: please answer through the link below'],
  ];
}

/** The age line: a child's age, or the asker's own, said so, when the care is for themselves. */
function ageLine({ careFor, childAge }: WhatClinicsReceive): [string, string] {
  if (careFor === 'self') {
    return ['Age', childAge ? `${formatChildAge(childAge)} (for themselves)` : 'Not given'];
  }
  return ["Child's age", childAge ? formatChildAge(childAge) : 'Not given'];
}

/** The request's reply link, rebuilt from the secret: the database keeps only its hash. */
export const replyLinkOf = (
  options: { secret: string; appUrl: string },
  request: { id: string },
  expiresAt: Date,
) => replyUrl(options.appUrl, replyToken(options.secret, request.id, expiresAt));

/**
 * The e-mail asking a clinic to answer a request ('request'), or the one reminder a few days
 * later ('follow-up'): the family's first name, insurance (and plan), desired services and ZIP
 * code, whom the care is for and that person's age, the family's short note when they gave them (both as they were when
 * the request was sent), the phone number the family chose to share, the language it chose for
 * clinics when it chose one, and the single-use reply link. Nothing else: no surname, no e-mail
 * address (docs/product.md#privacy).
 */
export function buildProviderRequestEmail(
  facts: RequestForClinic & { providerEmail: string },
  link: string,
  expiresAt: Date,
  kind: 'request' | 'follow-up',
  appUrl: string,
): MailMessage {
  const { request } = facts;
  const shared = requestFamilyFacts(request, facts.live);
  const family = shared.firstName ?? 'A family';
  const expires = formatDay(expiresAt, LOCALES.en, 'UTC');
  const lines = familyFactLines(shared);
  const intro =
    kind === 'request'
      ? `${family} would like an appointment with ${request.providerName} and found you through Autism Care Finder.`
      : `A few days ago ${family} asked for an appointment with ${request.providerName} through Autism Care Finder, and is still waiting for your answer.`;
  // A published opening the family asked for: the time, said in the clinic's own zone. Only in
  // the first e-mail: by the reminder, days later, the hold has run out.
  const time =
    kind === 'request' && request.requestedStart
      ? formatZonedDateTime(request.requestedStart, request.providerTimeZone, LOCALES.en)
      : null;
  const timeLine = time
    ? `${family} asks for the opening you published on ${time}. It is held for them, and offered to nobody else, for ${OPENING_HOLD_HOURS} hours: please confirm or decline this time through the link below. If you decline, you can still answer the request.`
    : null;
  const ask =
    'Please tell the family whether you can offer an appointment (and from when), can put them on your waitlist, or are not accepting new patients, and whether you accept their insurance. It takes a minute and needs no account:';
  const after = `The link works once, until ${expires}. If you cannot help, a short reply saying so helps the family just as much.`;
  const languageLines = familyLanguageLines(shared.language);
  const subject =
    kind === 'request'
      ? time
        ? `${family} asks for ${time} (${shared.insuranceType ?? 'insurance not given'})`
        : `Appointment request from ${family} (${shared.insuranceType ?? 'insurance not given'})`
      : `Reminder: appointment request from ${family}`;
  const footer = clinicEmailFooter(appUrl, facts.providerNpi);

  return {
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<provider-${kind}-${request.id}@autism-care-finder>`,
    to: facts.providerEmail,
    subject,
    text: [
      intro,
      '',
      ...(timeLine ? [timeLine, ''] : []),
      ...languageLines.flatMap((line) => [line, '']),
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      ask,
      link,
      '',
      after,
      '',
      ...footer.text,
    ].join('\n'),
    html: emailHtml([
      intro,
      ...(timeLine ? [timeLine] : []),
      ...languageLines,
      // The family's note may run over several lines; they stay lines in the HTML part too.
      { items: lines.map(([label, value]) => `${label}: ${value}`) },
      ask,
      { link, label: `Reply to ${family}` },
      after,
      ...footer.html,
    ]),
  };
}
