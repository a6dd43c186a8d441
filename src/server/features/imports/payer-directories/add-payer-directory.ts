import type { CreatePayerDirectoryInput, PayerDirectory } from '@shared/api/payer-directories';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { payerDirectories } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { refusalOf } from '@server/lib/outbound/address-rule';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { toApiPayerDirectory } from './payer-directory-api';

/**
 * Keeps a new directory (nothing is read from it until an import); audited. An address the
 * outbound rule refuses is not kept, and the attempt is audited: it may be someone probing the
 * server's network. (A host name is judged again on what it resolves to at every import.)
 */
export async function addPayerDirectory(
  db: Db,
  input: Required<CreatePayerDirectoryInput>,
  by: { userId: string; ip: string },
  allowedHosts: readonly AllowedHost[],
): Promise<PayerDirectory> {
  if (refusalOf(new URL(input.baseUrl), allowedHosts)) {
    await recordAudit(db, {
      actorUserId: by.userId,
      action: 'payer_directory_refused',
      ip: by.ip,
      details: { ...input },
    });
    throw new AppError('invalid_input', errorMessage('payers.baseUrlRefused'), 'baseUrl');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payerDirectories)
      .values({ ...input, createdBy: by.userId })
      .onConflictDoNothing({ target: payerDirectories.baseUrl })
      .returning();
    if (!row) {
      throw new AppError('directory_exists', errorMessage('payers.directoryExists'), 'baseUrl');
    }
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'payer_directory_added',
      subject: row.id,
      ip: by.ip,
      details: { ...input },
    });
    return toApiPayerDirectory(row, { providers: 0, networks: [], lastRun: null });
  });
}
