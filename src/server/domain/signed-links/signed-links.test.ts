import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, users } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db';
import { requestLinkIs, requestOfLink, signedToken } from './signed-links';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ID = '0b4f8a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('signedToken', () => {
  // Tokens of links already in people's inboxes: the same inputs must keep giving the same
  // tokens, or every link sent before a change stops working.
  it.each([
    ['reply', [ID, '2027-03-03T14:30:00.000Z'], 'ueABBnUpnk951GqmTIx30B7pFYkFKILBAnqhkYZpdTY'],
    [
      'confirm',
      [ID, '2027-03-10T15:00:00.000Z', '2027-03-01T09:00:00.000Z'],
      'JPGsdCTsNYAmI39F06FYHV7c8VzF5XIlS-kPbj03X6c',
    ],
    ['account', [ID], 'XfMOC--BHG4SE1u7l9AH5XAsardFY3H7n2HKbhtg6zc'],
  ] as const)('gives a %s link the token it always had', (kind, parts, token) => {
    expect(signedToken(SECRET, kind, parts)).toBe(token);
  });

  it("signs each kind with a key of its own, never the secret's own HMAC", () => {
    const tokens = (['reply', 'confirm', 'account'] as const).map((kind) =>
      signedToken(SECRET, kind, [ID]),
    );
    expect(new Set(tokens).size).toBe(3);
    const plain = createHmac('sha256', SECRET).update(ID).digest('base64url');
    expect(tokens).not.toContain(plain);
  });

  it('changes with every part and with the secret', () => {
    const token = signedToken(SECRET, 'reply', [ID, '2027-03-03T14:30:00.000Z']);
    expect(signedToken(SECRET, 'reply', [ID, '2027-03-03T14:30:00.001Z'])).not.toBe(token);
    expect(signedToken(`${SECRET}!`, 'reply', [ID, '2027-03-03T14:30:00.000Z'])).not.toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the request behind a link', () => {
  let database: TestDatabase;
  let requestId: string;
  const replyToken = signedToken(SECRET, 'reply', [ID, 'reply']);
  const confirmToken = signedToken(SECRET, 'confirm', [ID, 'confirm']);

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'links@example.org' })
      .returning({ id: users.id });
    const [request] = await database.db
      .insert(appointmentRequests)
      .values({
        userId: user!.id,
        providerName: 'Sunrise Therapy',
        providerSpecialty: 'Child Psychologist',
        providerCity: 'Raleigh',
        providerState: 'NC',
        replyTokenHash: hashToken(replyToken),
        confirmTokenHash: hashToken(confirmToken),
      })
      .returning({ id: appointmentRequests.id });
    requestId = request!.id;
  });
  afterAll(() => database.destroy());

  it('is found by its own kind of link only', async () => {
    expect((await requestOfLink(database.db, 'reply', replyToken))?.id).toBe(requestId);
    expect((await requestOfLink(database.db, 'confirm', confirmToken))?.id).toBe(requestId);
    expect(await requestOfLink(database.db, 'reply', confirmToken)).toBeUndefined();
    expect(await requestOfLink(database.db, 'confirm', replyToken)).toBeUndefined();
    expect(await requestOfLink(database.db, 'reply', 'unknown')).toBeUndefined();
  });

  it('guards a write by the link, so a replaced link changes nothing', async () => {
    const write = (token: string) =>
      database.db
        .update(appointmentRequests)
        .set({ replyMessage: token })
        .where(requestLinkIs('reply', token))
        .returning({ id: appointmentRequests.id });
    expect(await write(replyToken)).toEqual([{ id: requestId }]);
    expect(await write(signedToken(SECRET, 'reply', [ID, 'replaced']))).toEqual([]);
  });
});
