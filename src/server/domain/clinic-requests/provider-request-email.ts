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
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

/**
 * The lines of the family's facts in a clinic's e-mail, in English. The basket shows the family
 * the same facts, in its language, before anything is sent.
 */
export function familyFactLines(facts: WhatClinicsReceive): [string, string][] {
  const notGiven = t('facts.notGiven');
  return [
    [t('facts.family'), facts.firstName ?? t('aFamily')],
    [t('facts.insurance'), facts.insuranceType ?? notGiven],
    ...(facts.insurancePlan ? [[t('facts.plan'), facts.insurancePlan] as [string, string]] : []),
    [t('facts.services'), facts.services.length ? facts.services.join(', ') : notGiven],
    [t('facts.zipCode'), facts.zipCode ?? notGiven],
    ageLine(facts),
    ...(facts.lookingFor ? [[t('facts.lookingFor'), facts.lookingFor] as [string, string]] : []),
    // Only what the family chose to share; without a phone the link is the way back to them.
    [t('facts.phone'), facts.phone ?? t('facts.phoneNotShared')],
  ];
}

/** The age line: a child's age, or the asker's own, said so, when the care is for themselves. */
function ageLine({ careFor, childAge }: WhatClinicsReceive): [string, string] {
  if (careFor === 'self') {
    const age = childAge
      ? t('facts.forThemselves', { age: formatChildAge(childAge) })
      : t('facts.notGiven');
    return [t('facts.age'), age];
  }
  return [t('facts.childAge'), childAge ? formatChildAge(childAge) : t('facts.notGiven')];
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
  const family = shared.firstName ?? t('aFamily');
  const provider = request.providerName;
  const expires = formatDay(expiresAt, LOCALES.en, 'UTC');
  const lines = familyFactLines(shared);
  const intro =
    kind === 'request'
      ? t('request.intro', { family, provider })
      : t('followUp.intro', { family, provider });
  // A published opening the family asked for: the time, said in the clinic's own zone. Only in
  // the first e-mail: by the reminder, days later, the hold has run out.
  const time =
    kind === 'request' && request.requestedStart
      ? formatZonedDateTime(request.requestedStart, request.providerTimeZone, LOCALES.en)
      : null;
  const timeLine = time ? t('request.opening', { family, time, hours: OPENING_HOLD_HOURS }) : null;
  const ask = t('request.ask');
  const after = t('request.after', { expires });
  const languageLines = familyLanguageLines(shared.language);
  const insurance = shared.insuranceType ?? t('request.insuranceNotGiven');
  const subject =
    kind === 'request'
      ? time
        ? t('request.subjectTime', { family, time, insurance })
        : t('request.subject', { family, insurance })
      : t('followUp.subject', { family });
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
      { link, label: t('request.link', { family }) },
      after,
      ...footer.html,
    ]),
  };
}
