import { isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';

/**
 * The id of a provider with an e-mail address and of one without (the sample data has both):
 * a request to the first is e-mailed, one to the second waits for the family to call.
 */
export async function reachableAndNot(db: Db): Promise<{ reachable: string; unreachable: string }> {
  const [reachable] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(isNotNull(providers.email))
    .limit(1);
  const [unreachable] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(isNull(providers.email))
    .limit(1);
  if (!reachable || !unreachable) throw new Error('the sample data lacks one of the two kinds');
  return { reachable: reachable.id, unreachable: unreachable.id };
}
