import { ADMIN_EMAILS } from './support/accounts';
import { freePort, freshDataDir, startServer, waitForHealthy } from '../support/server-process';

/** Starts the built server on a free port with a fresh DATA_DIR; returns its teardown. */
export default async function globalSetup() {
  const port = await freePort();
  const server = startServer(
    {
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    },
    { built: true },
  );
  try {
    await waitForHealthy(server.url);
  } catch (error) {
    console.error(server.output());
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
}
