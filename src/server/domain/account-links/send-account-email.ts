import { calendarDayOf } from '@shared/api/calendar-date';
import { eq } from 'drizzle-orm';
import { fixedT } from '@shared/i18n/fixed-t';
import type { Db } from '@server/db/client';
import { accountTokens, users } from '@server/db/schema';
import type { Mailer } from '@server/lib/mail';
import {
  accountLinkUrl,
  alreadyRegisteredEmail,
  tokenEmail,
  type AccountEmail,
} from './account-emails';
import { accountTokenValue } from './account-tokens';
import { emailHtml } from '@server/lib/email-html';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';

export type AccountEmailPayload =
  { type: 'token'; tokenId: string } | { type: 'already_registered'; userId: string };

export interface AccountLinkOptions {
  secret: string;
  appUrl: string;
}

/**
 * Sends one account e-mail. A link that was used or replaced meanwhile, or an account that was
 * deleted, gets none: the newest e-mail is the only one that works.
 */
export async function sendAccountEmail(
  db: Db,
  mailer: Mailer,
  options: AccountLinkOptions,
  payload: AccountEmailPayload,
  now = new Date(),
): Promise<void> {
  if (payload.type === 'already_registered') {
    const [user] = await db.select().from(users).where(eq(users.id, payload.userId));
    if (!user?.email) return;
    const email = alreadyRegisteredEmail(
      { firstName: nameToGreet(user), appUrl: options.appUrl },
      fixedT(user.language, 'email'),
    );
    await send(
      mailer,
      `<already-registered-${user.id}-${calendarDayOf(now)}@autism-care-finder>`,
      user.email,
      email,
    );
    return;
  }
  const [row] = await db
    .select({
      token: accountTokens,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.id, payload.tokenId));
  if (!row || row.token.usedAt || row.token.expiresAt <= now) return;
  const url = accountLinkUrl(
    options.appUrl,
    row.token.purpose,
    accountTokenValue(options.secret, row.token.id),
  );
  const email = tokenEmail(
    row.token.purpose,
    { firstName: nameToGreet(row), url },
    fixedT(row.language, 'email'),
  );
  // A clinic's sign-in link is an e-mail to a clinic: it ends like every other one.
  if (row.token.purpose === 'clinic_sign_in')
    email.footer = clinicEmailFooter(options.appUrl, null);
  await send(mailer, `<account-link-${row.token.id}@autism-care-finder>`, row.token.email, email);
}

/**
 * Whoever signs up types the name and the address: until the address is proved, greeting by that
 * name would put words of their choosing into our e-mail to a stranger.
 */
const nameToGreet = (user: { firstName: string | null; emailVerifiedAt: Date | null }) =>
  user.emailVerifiedAt ? user.firstName : null;

async function send(mailer: Mailer, messageId: string, to: string, email: AccountEmail) {
  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId,
    to,
    subject: email.subject,
    text: [
      ...email.paragraphs.map((part) =>
        typeof part === 'string' ? part : `${part.label}: ${part.url}`,
      ),
      '',
      `${email.link.label}:`,
      email.link.url,
      '',
      email.closing,
      ...(email.footer ? ['', ...email.footer.text] : []),
    ].join('\n\n'),
    html: emailHtml([
      ...email.paragraphs.map((part) =>
        typeof part === 'string' ? part : { link: part.url, label: part.label },
      ),
      { link: email.link.url, label: email.link.label },
      email.closing,
      ...(email.footer?.html ?? []),
    ]),
  });
}
