import { and, asc, countDistinct, desc, inArray, isNull } from 'drizzle-orm';
import type { PayerDirectoryList } from '@shared/api/payer-directories';
import type { DbOrTx } from '@server/db/client';
import {
  networkClaims,
  payerDirectories,
  payerImportRuns,
  payerNetworks,
  type PayerImportRunRow,
} from '@server/db/schema';
import { toApiPayerDirectory, toApiPayerRun } from './payer-directory-api';
import type { Language } from '@shared/i18n/languages';

/** Every directory with its networks, how many providers it places, and its newest import. */
export async function listPayerDirectories(
  db: DbOrTx,
  language: Language,
): Promise<PayerDirectoryList> {
  const directories = await db.select().from(payerDirectories).orderBy(asc(payerDirectories.name));
  if (directories.length === 0) return { directories: [] };
  const ids = directories.map((d) => d.id);
  const [networks, placed, runs] = await Promise.all([
    db
      .select({
        id: payerNetworks.id,
        name: payerNetworks.name,
        directoryId: payerNetworks.directoryId,
      })
      .from(payerNetworks)
      .where(inArray(payerNetworks.directoryId, ids))
      .orderBy(asc(payerNetworks.name)),
    db
      .select({
        directoryId: networkClaims.directoryId,
        providers: countDistinct(networkClaims.providerId),
      })
      .from(networkClaims)
      .where(and(inArray(networkClaims.directoryId, ids), isNull(networkClaims.endedAt)))
      .groupBy(networkClaims.directoryId),
    db
      .selectDistinctOn([payerImportRuns.directoryId])
      .from(payerImportRuns)
      .where(inArray(payerImportRuns.directoryId, ids))
      .orderBy(payerImportRuns.directoryId, desc(payerImportRuns.createdAt)),
  ]);
  const lastRun = new Map<string, PayerImportRunRow>(runs.map((r) => [r.directoryId, r]));
  return {
    directories: directories.map((row) => {
      const run = lastRun.get(row.id);
      return toApiPayerDirectory(row, {
        providers: placed.find((p) => p.directoryId === row.id)?.providers ?? 0,
        networks: networks
          .filter((n) => n.directoryId === row.id)
          .map(({ id, name }) => ({ id, name })),
        lastRun: run ? toApiPayerRun(run, language) : null,
      });
    }),
  };
}
