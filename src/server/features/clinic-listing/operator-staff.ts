import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { listingStaff, providers } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';

const staffSchema = z.object({
  /** The provider by its NPI number or, for one without, by its id. */
  npi: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  providerId: z.uuid().optional(),
  email: z.email().transform((email) => email.toLowerCase()),
});

/**
 * The operator's way to let an address keep a provider's listing (the admin socket's
 * `/listing-staff`, `{ npi or providerId, email }`), for a clinic the operator knows: audited like any grant.
 */
export const listingStaffCommand =
  (db: Db) =>
  async (body: unknown): Promise<{ status: number; body: unknown }> => {
    const parsed = staffSchema.safeParse(body);
    const { npi, providerId, email } = parsed.data ?? {};
    if (!email || (!npi && !providerId)) {
      return { status: 400, body: { message: 'Expected { npi or providerId, email }' } };
    }
    const [provider] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(npi ? eq(providers.npiNumber, npi) : eq(providers.id, providerId!));
    if (!provider) return { status: 404, body: { message: 'No such provider' } };
    await db.transaction(async (tx) => {
      await tx
        .insert(listingStaff)
        .values({ providerId: provider.id, email })
        .onConflictDoNothing();
      await recordAudit(tx, {
        action: 'listing_staff_added',
        subject: provider.id,
        details: { by: 'operator' },
      });
    });
    return { status: 200, body: { providerId: provider.id } };
  };
