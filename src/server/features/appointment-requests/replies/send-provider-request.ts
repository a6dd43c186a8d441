import { eq } from 'drizzle-orm';
import { childAgeParts } from '@shared/api/profile';
import { formatChildAge } from '@shared/rules/reply-wording';
import type { Db } from '@server/db/client';
import { appointmentRequests, profiles, providers, users } from '@server/db/schema';
import type { Mailer } from '@server/lib/mail';
import { escapeHtml } from '@server/lib/html';
import { replyToken, replyUrl } from './reply-link';

/**
 * E-mails a provider the minimum it needs to answer a family's request: the family's first name,
 * insurance, desired services and ZIP code, the child's age and the family's short note when they
 * gave them (both as they were when the request was sent), and the single-use reply link. Nothing
 * else: no surname, no e-mail address, no appointment notes (docs/product.md#privacy).
 */
export async function sendProviderRequest(
  db: Db,
  mailer: Mailer,
  options: { secret: string; appUrl: string },
  payload: { requestId: string },
): Promise<void> {
  const [row] = await db
    .select({
      request: appointmentRequests,
      providerEmail: providers.email,
      firstName: users.firstName,
      insuranceType: appointmentRequests.insuranceType,
      desiredServices: profiles.desiredServices,
      zipCode: profiles.zipCode,
    })
    .from(appointmentRequests)
    .innerJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, payload.requestId));
  const { request } = row ?? {};
  // Gone (provider removed, account deleted), answered already, or never given a link: no e-mail.
  if (!row || !request?.replyTokenExpiresAt || request.repliedAt || !row.providerEmail) return;
  if (request.replyTokenExpiresAt <= new Date()) return;

  const link = replyUrl(
    options.appUrl,
    replyToken(options.secret, request.id, request.replyTokenExpiresAt),
  );
  const family = row.firstName ?? 'A family';
  const services = row.desiredServices?.length ? row.desiredServices.join(', ') : 'Not given';
  const expires = request.replyTokenExpiresAt.toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const childAge = childAgeParts(request.childAgeMonths);
  const facts: [string, string][] = [
    ['Family', family],
    ['Insurance', row.insuranceType ?? 'Not given'],
    ['Services wanted', services],
    ['ZIP code', row.zipCode ?? 'Not given'],
    ["Child's age", childAge ? formatChildAge(childAge) : 'Not given'],
    ...(request.lookingFor
      ? [['What we are looking for', request.lookingFor] as [string, string]]
      : []),
  ];
  const intro = `${family} would like an appointment with ${request.providerName} and found you through Autism Care Finder.`;
  const ask =
    'Please tell the family whether you can offer an appointment (and from when), can put them on your waitlist, or are not accepting new patients, and whether you accept their insurance. It takes a minute and needs no account:';
  const after = `The link works once, until ${expires}. If you cannot help, a short reply saying so helps the family just as much.`;

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<provider-request-${request.id}@autism-care-finder>`,
    to: row.providerEmail,
    subject: `Appointment request from ${family} (${row.insuranceType ?? 'insurance not given'})`,
    text: [
      intro,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      ask,
      link,
      '',
      after,
    ].join('\n'),
    html: `<!doctype html><html><body><p>${escapeHtml(intro)}</p><ul>${facts
      // The family's note may run over several lines; they stay lines in the HTML part too.
      .map(
        ([label, value]) =>
          `<li>${escapeHtml(label)}: ${escapeHtml(value).replace(/\n/g, '<br>')}</li>`,
      )
      .join(
        '',
      )}</ul><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">Reply to ${escapeHtml(
      family,
    )}</a></p><p>${escapeHtml(after)}</p></body></html>`,
  });
}
