import { and, eq, isNull, like } from 'drizzle-orm';
import { jobs } from '@server/db/schema';
import { sendConfirmRequestJob } from '@server/features/appointment-requests/confirmations/send-confirm-request.job';
import type { MailMessage } from '@server/lib/mail';
import type { TestContext } from '../setup/test-app';

/**
 * The link in the newest confirm-request e-mail of a booked request, as the clinic receives it:
 * the queued e-mail job runs with a mailer that keeps what it sends, so other queued jobs stay.
 */
export async function confirmLinkToken(ctx: TestContext, requestId: string): Promise<string> {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };
  const replyLinks = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  const queued = await ctx.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, sendConfirmRequestJob.kind),
        like(jobs.key, `confirm-request:${requestId}:%`),
        isNull(jobs.doneAt),
      ),
    );
  for (const job of queued) {
    const checked = sendConfirmRequestJob.check(job.payload);
    if (checked.ok) await checked.run({ db: ctx.database.db, mailer, replyLinks });
  }
  const token = sent
    .map((message) => /\/provider-confirm\/([\w-]{43})/.exec(String(message.text))?.[1])
    .findLast(Boolean);
  if (!token) throw new Error(`no confirm-request e-mail for request ${requestId}`);
  return token;
}

/** The clinic confirms the booked date through the link in its e-mail. */
export async function clinicConfirms(ctx: TestContext, requestId: string): Promise<void> {
  const token = await confirmLinkToken(ctx, requestId);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/provider-confirmations/${token}`,
    payload: { action: 'confirm' },
  });
  if (response.statusCode !== 204) {
    throw new Error(`the clinic's confirmation answered ${response.statusCode}`);
  }
}
