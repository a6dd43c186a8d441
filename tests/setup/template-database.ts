import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client';
import { createThrowawayPostgres } from '../support/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory, which each test file's database copies. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, which each test file's database copies. */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup for the projects whose tests use a database: migrates one database per
 * run, which createTestDatabase then copies for every test file (a fresh PGlite database costs
 * seconds to create; a copy of one a fraction of that).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl =
    project.config.env?.TEST_DB_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayPostgres(serverUrl, 'acf_template');
    await template.database.close();
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const database = openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'acf-template-'));
  const file = path.join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
