import { ADMIN_EMAILS } from './support/accounts';
import { startNppesReplay } from '../servers/nppes-replay';
import { freePort, freshDataDir, startServer, waitForHealthy } from '../support/server-process';

/**
 * Starts the NPI registry replay server and the built app server (on a free port, with a fresh
 * DATA_DIR, importing from the replay server); returns their teardown.
 */
export default async function globalSetup() {
  const registry = await startNppesReplay();
  // Specs that start a server of their own (tests/e2e/support/own-server.ts) import from it too.
  process.env.NPPES_API_URL = registry.url;
  const port = await freePort();
  const dataDir = freshDataDir();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    NPPES_API_URL: registry.url,
    // The specs play the proxy: each signs up from an address of its own in X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
  });
  try {
    await waitForHealthy(server.url);
  } catch (error) {
    console.error(server.output());
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  // Its e-mail lands in DATA_DIR/outbox, where the specs read verification links.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await registry.close();
  };
}
