import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { auditLog, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { s3Client } from '@server/lib/storage-s3';
import { uploadSigner } from '@server/lib/upload-signature';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { HTML, PNG, SIX_MB_PNG, SVG } from '../../../../tests/support/images';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { S3_BUCKET, startS3Server } from '../../../../tests/servers/s3-server';

// Image uploads (docs/decisions/006-provider-image-uploads.md): the same scenarios against local
// storage and a real S3-protocol server.

const ADMIN = 'uploads-admin@example.org';
const SECRET = 'test-secret-that-is-long-enough-000000';
/** Saved images are named by the SHA-256 of their bytes, so a name only ever holds those bytes. */
const servedPathOf = (png: Buffer) =>
  `/objects/${createHash('sha256').update(png).digest('hex')}.png`;
/** Another real PNG: trailing bytes after IEND do not change the picture. */
const OTHER_PNG = Buffer.concat([PNG, Buffer.from('another upload')]);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

interface Harness {
  ctx: TestContext;
  /** PUTs a body to an upload URL the way the browser does; returns the HTTP status. */
  put(uploadURL: string, body: Buffer): Promise<number>;
  /** The same upload URL with its expiry in the past, validly signed. */
  expired(): Promise<string>;
  /** Whether the storage still holds the object behind an upload URL. */
  holds(uploadURL: string): Promise<boolean>;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acf-uploads-'));
  const ctx = await createTestApp({
    env: { ADMIN_EMAILS: ADMIN, SESSION_SECRET: SECRET, DATA_DIR: dataDir },
  });
  return {
    ctx,
    async put(uploadURL, body) {
      const url = new URL(uploadURL);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: url.pathname + url.search,
        payload: body,
        // What a browser sends for a file named picture.png, whatever is inside.
        headers: { 'content-type': 'image/png' },
      });
      return response.statusCode;
    },
    async expired() {
      const key = crypto.randomUUID();
      const expires = Math.floor(Date.now() / 1000) - 60;
      const sig = uploadSigner(SECRET).sign(key, expires);
      return `http://localhost:5000/api/objects/upload/${key}?expires=${expires}&sig=${sig}`;
    },
    async holds(uploadURL) {
      const uploads = path.join(dataDir, 'objects', 'uploads');
      const key = new URL(uploadURL).pathname.split('/').pop()!;
      // Neither the object nor a partial file of a refused upload is left behind.
      return readdirSync(uploads).some((name) => name.startsWith(key));
    },
    close: () => ctx.close(),
  };
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startS3Server();
  const ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, ...s3.env } });
  const client = s3Client(loadConfig({ ...s3.env, SESSION_SECRET: SECRET, DATA_DIR: '/tmp' }));
  return {
    ctx,
    async put(uploadURL, body) {
      const response = await fetch(uploadURL, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': 'image/png' },
      });
      return response.status;
    },
    async expired() {
      const command = new PutObjectCommand({
        Bucket: S3_BUCKET,
        Key: `uploads/${crypto.randomUUID()}`,
      });
      return getSignedUrl(client, command, {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 10 * 60 * 1000),
      });
    },
    async holds(uploadURL) {
      const Key = new URL(uploadURL).pathname.split('/').slice(-2).join('/');
      return client.send(new HeadObjectCommand({ Bucket: S3_BUCKET, Key })).then(
        () => true,
        () => false,
      );
    },
    async close() {
      await ctx.close();
      await s3.close();
    },
  };
}

describe.each([
  ['local', localHarness],
  ['s3', s3Harness],
])('uploads with STORAGE=%s', (kind, makeHarness) => {
  let h: Harness;
  let admin: TestAccount;
  let providerId: string;

  beforeAll(async () => {
    h = await makeHarness();
    await seedSampleData(h.ctx.database.db);
    admin = await createAccount(h.ctx, { email: ADMIN });
    [{ id: providerId }] = (await h.ctx.database.db
      .select({ id: providers.id })
      .from(providers)
      .limit(1)) as [{ id: string }];
  });
  afterAll(() => h.close());

  const uploadURL = async (account: TestAccount | null = admin) =>
    h.ctx.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: account ? { cookie: account.cookie } : {},
    });
  const freshURL = async () => (await uploadURL()).json().uploadURL as string;
  const save = (imageURL: string) =>
    h.ctx.app.inject({
      method: 'PUT',
      url: `/api/providers/${providerId}/image`,
      headers: { cookie: admin.cookie },
      payload: { imageURL },
    });
  const currentImage = async () =>
    (
      await h.ctx.database.db
        .select({ url: providers.profileImageUrl })
        .from(providers)
        .where(eq(providers.id, providerId))
    )[0]!.url;

  it('uploads a PNG, saves it on the provider, audits it and serves it back safely', async () => {
    const before = await currentImage();
    const url = await freshURL();
    expect(url).toMatch(/^https?:\/\//);
    expect(await h.put(url, PNG)).toBeLessThan(300);

    const saved = await save(url);
    expect(saved.statusCode).toBe(200);
    const imagePath = saved.json().profileImageUrl as string;
    expect(imagePath).toBe(servedPathOf(PNG));
    expect(await currentImage()).toBe(imagePath);

    const served = await h.ctx.app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const [entry] = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'provider_image_updated'), eq(auditLog.subject, providerId)));
    expect(entry).toMatchObject({ actorUserId: admin.id, details: { before, after: imagePath } });

    // The same upload cannot be saved twice.
    const again = await save(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe('imageURL');
  });

  it('saves an upload once: a second PUT and a second save change nothing that is served', async () => {
    const url = await freshURL();
    expect(await h.put(url, PNG)).toBeLessThan(300);
    const first = await save(url);
    expect(first.statusCode).toBe(200);
    const imagePath = first.json().profileImageUrl as string;

    // The app refuses a second PUT to its own upload URL; a presigned S3 URL cannot be revoked,
    // so the bucket takes it, but those bytes can be neither saved nor served.
    const secondPut = await h.put(url, OTHER_PNG);
    if (kind === 'local') expect(secondPut).toBe(409);
    else expect(secondPut).toBeLessThan(300);

    const second = await save(url);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'upload_already_saved', field: 'imageURL' });
    expect(await currentImage()).toBe(imagePath);
    const served = await h.ctx.app.inject({ url: imagePath });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('lets only one of two simultaneous saves of an upload through', async () => {
    const url = await freshURL();
    expect(await h.put(url, OTHER_PNG)).toBeLessThan(300);
    const results = await Promise.all([save(url), save(url)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await currentImage()).toBe(servedPathOf(OTHER_PNG));
  });

  it('serves nothing that was uploaded but not saved', async () => {
    const url = await freshURL();
    expect(await h.put(url, PNG)).toBeLessThan(300);
    const key = UUID.exec(new URL(url).pathname)![0];
    for (const name of [`${key}.png`, key]) {
      expect((await h.ctx.app.inject({ url: `/objects/${name}` })).statusCode).toBe(404);
    }
  });

  it('takes a new upload to the same URL after refusing its first bytes', async () => {
    const url = await freshURL();
    await h.put(url, SVG);
    expect((await save(url)).statusCode).toBe(400);
    expect(await h.put(url, PNG)).toBeLessThan(300);
    expect((await save(url)).statusCode).toBe(200);
  });

  it.each([
    ['a 6 MB file', SIX_MB_PNG],
    ['an SVG renamed .png', SVG],
    ['an HTML file renamed .png', HTML],
  ])('refuses %s and keeps the provider’s image', async (_, body) => {
    const before = await currentImage();
    const url = await freshURL();
    const status = await h.put(url, body);
    // Local storage refuses while receiving; a presigned S3 PUT cannot, so the save refuses.
    if (kind === 'local') expect(status === 413 || status === 415).toBe(true);
    const saved = await save(url);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().field).toBe('imageURL');
    expect(await h.holds(url)).toBe(false);
    expect(await currentImage()).toBe(before);
  });

  it('refuses an expired upload URL', async () => {
    expect(await h.put(await h.expired(), PNG)).toBe(403);
  });

  it.each([
    ['another site', 'https://images.example.com/uploads/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['a relative path', '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['not a URL at all', 'javascript:alert(1)'],
  ])('refuses to save an image URL from %s', async (_, imageURL) => {
    const before = await currentImage();
    const saved = await save(imageURL);
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ field: 'imageURL' });
    expect(await currentImage()).toBe(before);
  });

  it('refuses a look-alike of our upload URL on another host', async () => {
    const ours = new URL(await freshURL());
    expect(await h.put(ours.toString(), PNG)).toBeLessThan(300);
    ours.host = 'attacker.example:9000';
    expect((await save(ours.toString())).statusCode).toBe(400);
  });

  it('lets the browser PUT to the storage and nowhere else (CSP connect-src)', async () => {
    const csp = (await h.ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'];
    const connect = String(csp)
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    const expected =
      kind === 's3'
        ? `connect-src 'self' ${new URL(await freshURL()).origin}`
        : "connect-src 'self'";
    expect(connect?.trim()).toBe(expected);
  });

  it('gives upload URLs to admins only', async () => {
    expect((await uploadURL(null)).statusCode).toBe(401);
    expect((await uploadURL(await createAccount(h.ctx))).statusCode).toBe(403);
  });

  it('answers 404 for images it does not have', async () => {
    const missing = await h.ctx.app.inject({
      url: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    });
    expect(missing.statusCode).toBe(404);
    expect((await h.ctx.app.inject({ url: '/objects/..%2Fsession-secret' })).statusCode).toBe(404);
  });
});

describe('local upload URLs', () => {
  let h: Harness;
  let admin: TestAccount;
  beforeAll(async () => {
    h = await localHarness();
    admin = await createAccount(h.ctx, { email: ADMIN });
  });
  afterAll(() => h.close());

  const freshURL = async () =>
    (
      await h.ctx.app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: { cookie: admin.cookie },
      })
    ).json().uploadURL as string;

  it.each([['application/octet-stream'], ['application/json'], [undefined]])(
    'take the raw bytes whatever type the request declares (%s)',
    async (contentType) => {
      const url = new URL(await freshURL());
      const response = await h.ctx.app.inject({
        method: 'PUT',
        url: url.pathname + url.search,
        payload: PNG,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(response.statusCode).toBe(204);
    },
  );

  it('take exactly one object', async () => {
    const url = await freshURL();
    expect(await h.put(url, PNG)).toBe(204);
    expect(await h.put(url, PNG)).toBe(409);
  });

  // s3rver checks the expiry of presigned URLs but not their SigV4 signature (it computes only
  // V2 strings to sign), so a tampered S3 signature is real S3's to refuse; ours is tested here.
  it('refuse a tampered signature', async () => {
    const url = new URL(await freshURL());
    const signature = url.searchParams.get('sig')!;
    url.searchParams.set('sig', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1));
    expect(await h.put(url.toString(), PNG)).toBe(403);
  });

  it('refuse a key the signature was not made for, or a later expiry', async () => {
    const url = new URL(await freshURL());
    const key = url.pathname.split('/').pop()!;
    const swapped = new URL(url);
    swapped.pathname = swapped.pathname.replace(key, crypto.randomUUID());
    expect(await h.put(swapped.toString(), PNG)).toBe(403);
    const stretched = new URL(url);
    stretched.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect(await h.put(stretched.toString(), PNG)).toBe(403);
  });
});
