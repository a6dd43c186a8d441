import type { Db } from '@server/db/client';
import type { Mailer } from '@server/lib/mail';
import { loadRequestForClinic } from './load-request-for-clinic';
import { buildProviderRequestEmail, replyLinkOf } from './provider-request-email';

/**
 * E-mails a provider the minimum it needs to answer a family's request, with the single-use reply
 * link (docs/product.md#provider-replies).
 */
export async function sendProviderRequest(
  db: Db,
  mailer: Mailer,
  options: { secret: string; appUrl: string },
  payload: { requestId: string },
): Promise<void> {
  const facts = await loadRequestForClinic(db, payload.requestId);
  const expiresAt = facts?.request.replyTokenExpiresAt;
  const providerEmail = facts?.providerEmail;
  // Gone (provider removed, account deleted), answered already, or never given a link: no e-mail.
  if (!facts || !expiresAt || facts.request.repliedAt || !providerEmail) return;
  if (expiresAt <= new Date()) return;
  const link = replyLinkOf(options, facts.request, expiresAt);
  await mailer.send(
    buildProviderRequestEmail(
      { ...facts, providerEmail },
      link,
      expiresAt,
      'request',
      options.appUrl,
    ),
  );
}
