import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { practiceFactsSchema } from '@shared/api/practice-facts';
import type { ReplyPractice } from '@shared/api/provider-replies';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { parseInput } from '@server/lib/validate';
import { findReplyRequest } from './find-reply-request';

const practiceColumns = {
  agesFrom: providers.agesFrom,
  agesTo: providers.agesTo,
  languages: providers.languages,
  telehealth: providers.telehealth,
  reportedAt: providers.factsReportedAt,
};

/** The practice's facts as the reply page shows them; null once the provider left the directory. */
export async function practiceOf(db: Db, providerId: string | null): Promise<ReplyPractice | null> {
  if (!providerId) return null;
  const [row] = await db
    .select(practiceColumns)
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ? { ...row, reportedAt: row.reportedAt?.toISOString() ?? null } : null;
}

/**
 * The clinic's answer to 'Is this still right?': its ages, languages and telehealth as it gives
 * them through the request's reply link, dated, so families read them as reported by the clinic.
 * The link opens only what its request concerns: this one provider's facts.
 */
export async function reportPracticeFacts(
  db: Db,
  token: string,
  body: unknown,
  ip: string,
  now: Date = new Date(),
): Promise<ReplyPractice> {
  const { request } = await findReplyRequest(db, token, now);
  const facts = parseInput(practiceFactsSchema, body);
  const before = await practiceOf(db, request.providerId);
  if (!before || !request.providerId) {
    throw new AppError('not_found', errorMessage('management.providerNotFound'));
  }
  const providerId = request.providerId;
  await db.transaction(async (tx) => {
    await tx
      .update(providers)
      .set({ ...facts, factsReportedAt: now })
      .where(eq(providers.id, providerId));
    await recordAudit(tx, {
      action: 'provider_facts_reported',
      subject: providerId,
      ip,
      details: { provider: request.providerName, before, after: facts },
    });
  });
  return { ...facts, reportedAt: now.toISOString() };
}
