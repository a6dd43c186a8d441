import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'provider-images';
// s3rver's documented fixed credentials: it checks request signatures against these.
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

// Browsers PUT to presigned URLs cross-origin, so the bucket needs a CORS rule, as a real one does.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>
<AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 with one bucket, for the STORAGE=s3 tests: the
 * app's own S3 client speaks the real protocol to it. `env` is what the app needs to use it.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'acf-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [CORS] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      ...CREDENTIALS,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
