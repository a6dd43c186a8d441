import path from 'node:path';
import type { Config } from '@server/config';
import type { RegistryFileDeps } from './import-registry-file';
import { runRegistryFile } from './run-registry-file';

/** What the registry file job needs from the server's configuration. */
export const registryFileDeps = (
  config: Pick<Config, 'DATA_DIR' | 'OUTBOUND_ALLOWED_HOSTS'>,
): RegistryFileDeps => ({
  allowedHosts: config.OUTBOUND_ALLOWED_HOSTS,
  downloadsDir: path.join(config.DATA_DIR, 'registry-files', 'downloads'),
  runRegistryFile: (db, runId) => runRegistryFile(db, runId),
});
