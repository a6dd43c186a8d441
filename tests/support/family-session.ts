import { randomUUID } from 'node:crypto';
import { linkInMail } from '../e2e/support/mailbox';

/** What the family saved: the first view of /home follows it. */
const PROFILE = {
  insuranceType: 'Medicaid',
  desiredServices: ['Autism Diagnosis', 'ADHD Evaluation'],
  zipCode: '27601',
};

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A signed-in family as the app makes one: sign-up, the verification link from the e-mail the
 * server wrote into DATA_DIR/outbox (which signs in), then the profile. Returns the session
 * cookie as `name=value` for a Cookie header. Used by the benchmarks and the tests of the built
 * server alike.
 */
export async function signedInFamily(
  server: { url: string; dataDir: string },
  { firstName = 'Robin' }: { firstName?: string } = {},
): Promise<string> {
  const email = `family-${randomUUID()}@example.org`;
  const password = 'a quiet benchmark afternoon';
  const signUp = await post(`${server.url}/api/auth/sign-up`, {
    firstName,
    lastName: 'Bench',
    email,
    password,
  });
  if (signUp.status !== 202) throw new Error(`sign-up failed: ${signUp.status}`);

  const link = new URL(await linkInMail(server, email, '/verify-email'));
  // Outside the browser that signed up, opening the link takes the password too.
  const verified = await post(`${server.url}/api/auth/verify-email`, {
    token: link.searchParams.get('token'),
    password,
  });
  if (!verified.ok) throw new Error(`e-mail verification failed: ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => /^(__Host-)?sid=/.test(pair));
  if (!cookie) throw new Error('verifying the e-mail set no session cookie');

  const saved = await fetch(`${server.url}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(PROFILE),
  });
  if (!saved.ok) throw new Error(`saving the profile failed: ${saved.status}`);
  return cookie;
}
