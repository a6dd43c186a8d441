import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
  type ServerProcess,
} from '../../support/server-process';

/** A second app server for specs that need their own configuration or a restart. */
export async function startOwnServer(
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string; clockOffsetMs?: number } = {},
): Promise<ServerProcess & { port: number; dataDir: string; stop(): Promise<void> }> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir();
  const server = startServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      SAMPLE_DATA: 'off',
      // As the shared server (global-setup.ts): X-Forwarded-For from the specs is believed.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
    { clockOffsetMs: options.clockOffsetMs },
  );
  await waitForHealthy(server.url);
  return {
    ...server,
    port,
    dataDir,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
