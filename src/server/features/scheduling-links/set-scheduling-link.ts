import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { SchedulingLinkInput, SchedulingLinkStatus } from '@shared/api/scheduling-links';
import type { Db } from '@server/db/client';
import { providerOpenings, providers, schedulingLinks, type UserRow } from '@server/db/schema';
import { announceProviderChanges } from '@server/domain/scheduling-links/store-openings';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { refusalOf } from '@server/lib/outbound/address-rule';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { schedulingLinkStatus } from './link-status';
import { queueReadNow } from './schedule-reads';

export interface SetLinkContext {
  actor: UserRow;
  /** An admin's link may write onto any listing; a clinic's only onto listings it keeps. */
  asAdmin: boolean;
  ip: string;
  allowedHosts: readonly AllowedHost[];
}

/**
 * Connects a provider's publisher (read at once, then on the schedule) or, with null, disconnects
 * it and takes its openings away. A new address starts afresh; the same address is read again.
 */
export async function setSchedulingLink(
  db: Db,
  providerId: string,
  input: { url: SchedulingLinkInput['url'] },
  context: SetLinkContext,
): Promise<SchedulingLinkStatus> {
  const [provider] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw new AppError('not_found', errorMessage('management.providerNotFound'));
  const now = new Date();
  const audit = { actorUserId: context.actor.id, subject: providerId, ip: context.ip };

  if (input.url === null) {
    await db.transaction(async (tx) => {
      const [link] = await tx
        .select({ id: schedulingLinks.id, url: schedulingLinks.url })
        .from(schedulingLinks)
        .where(eq(schedulingLinks.providerId, providerId));
      if (!link) return;
      const touched = await tx
        .selectDistinct({ providerId: providerOpenings.providerId })
        .from(providerOpenings)
        .where(eq(providerOpenings.schedulingLinkId, link.id));
      // Its openings go with it (the foreign key cascades).
      await tx.delete(schedulingLinks).where(eq(schedulingLinks.id, link.id));
      await announceProviderChanges(tx, new Set(touched.map((row) => row.providerId)));
      await recordAudit(tx, {
        ...audit,
        action: 'scheduling_link_disconnected',
        details: { provider: provider.name, url: link.url },
      });
    });
    return schedulingLinkStatus(db, providerId, now);
  }

  const url = input.url;
  if (refusalOf(new URL(url), context.allowedHosts)) {
    await recordAudit(db, {
      ...audit,
      action: 'scheduling_link_refused',
      details: { provider: provider.name, url },
    });
    throw new AppError('invalid_input', errorMessage('scheduling.urlRefused'), 'url');
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: schedulingLinks.url })
      .from(schedulingLinks)
      .where(eq(schedulingLinks.providerId, providerId));
    const connected = { connectedBy: context.actor.id, connectedByAdmin: context.asAdmin };
    // A new address is another publisher: nothing of the old one's read state applies to it.
    const fresh = {
      manifestEtag: null,
      manifestLastModified: null,
      files: [],
      lastFailure: null,
      retryNotBefore: null,
    };
    const [link] = await tx
      .insert(schedulingLinks)
      .values({ url, providerId, ...connected })
      .onConflictDoUpdate({
        target: schedulingLinks.providerId,
        set: before?.url === url ? connected : { url, ...connected, ...fresh },
      })
      .returning({ id: schedulingLinks.id });
    await queueReadNow(tx, link!.id, now);
    await recordAudit(tx, {
      ...audit,
      action: 'scheduling_link_connected',
      details: { provider: provider.name, url, before: before?.url ?? null },
    });
  });
  return schedulingLinkStatus(db, providerId, now);
}
