import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { openEventStream, type EventStream } from '../../../../../tests/support/event-stream';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { STREAM_LIMITS } from './stream-slots';

// One session cannot hold more than a few live-update streams, nor the server more than it can
// afford: beyond either, a 429 with our error body, and the streams already open stay open.

const PER_SESSION = STREAM_LIMITS.perSession;
// Low, so the test reaches it: one session's streams and two more.
const PER_SERVER = PER_SESSION + 2;

let ctx: TestContext;
let baseUrl: string;
const opened: EventStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ streamLimits: { perSession: PER_SESSION, perServer: PER_SERVER } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await ctx.close();
});

async function streamOf(family: TestAccount): Promise<EventStream> {
  const stream = await openEventStream(`${baseUrl}/api/events`, { cookie: family.cookie });
  opened.push(stream);
  return stream;
}

describe('GET /api/events limits', () => {
  it('refuses a session its sixth stream, and the server a stream past its cap, until one closes', async () => {
    const family = await createAccount(ctx);
    const own = [];
    for (let i = 0; i < PER_SESSION; i += 1) own.push(await streamOf(family));
    expect(own.map((stream) => stream.status)).toEqual(Array(PER_SESSION).fill(200));

    const sixth = await streamOf(family);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 'too_many_streams',
      message:
        'Too many windows of the app are following news for this sign-in. Close one, then reload this page.',
    });
    expect(own.some((stream) => stream.ended)).toBe(false);

    // Another family still gets streams, until the server's cap.
    const other = await createAccount(ctx);
    expect((await streamOf(other)).status).toBe(200);
    expect((await streamOf(other)).status).toBe(200);
    const pastCap = await streamOf(other);
    expect(pastCap.status).toBe(429);
    expect(pastCap.body).toMatchObject({
      code: 'too_many_streams',
      message:
        'The server is following too many open windows right now. Please reload this page in a minute.',
    });

    // A stream that closes gives its slot back: to the server, and to its session.
    own[0]!.close();
    await expect.poll(async () => (await streamOf(other)).status).toBe(200);
    own[1]!.close();
    await expect.poll(async () => (await streamOf(family)).status).toBe(200);
    expect(own.slice(2).some((stream) => stream.ended)).toBe(false);
  });
});
