// The six-digit code that proves a clinic reads the address its listing already has
// (docs/product.md#claiming-a-listing). Like account links, the code is an HMAC under the server
// secret, so the e-mail job can rebuild it on a retry while the database keeps only its hash.
import { createHmac } from 'node:crypto';
import { hashToken } from '../../lib/tokens';

/** How long a code works: long enough to open an inbox, short enough that guessing is pointless. */
export const CLAIM_CODE_LIFETIME_MS = 30 * 60_000;
/** Wrong codes allowed before the claim goes to an admin instead (one in 200,000 to guess it). */
export const CLAIM_CODE_ATTEMPTS = 5;

/** The code of a claim whose code expires at `expiresAt`: a new expiry is a new code. */
export function claimCode(secret: string, claimId: string, expiresAt: Date): string {
  const key = createHmac('sha256', secret).update('acf:claim-code:v1').digest();
  const digest = createHmac('sha256', key).update(`${claimId}:${expiresAt.toISOString()}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** What the database keeps of a code; salted by the claim, so equal codes hash apart. */
export const claimCodeHash = (claimId: string, code: string) => hashToken(`${claimId}:${code}`);
