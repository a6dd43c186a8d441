import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { providers, registryFileRuns } from '@server/db/schema';
import { createRegistryFileRun } from '@server/features/imports/registry-file/registry-file-runs';
import { runRegistryFile } from '@server/features/imports/registry-file/run-registry-file';
import { runScript, withDatabase } from '../tests/support/operator-cli';
import { freshDataDir } from '../tests/support/server-process';

// The CLI as an operator runs it, against the embedded database in a DATA_DIR.
const SAMPLE = path.resolve('tests/fixtures/nppes-file/npidata_pfile_sample.csv');
const runImport = (dataDir: string, ...args: string[]) =>
  runScript('import-nppes.ts', dataDir, ...args);

describe('npm run import:nppes', () => {
  it('resumes an unfinished run of the same file and prints the summary', async () => {
    const dataDir = freshDataDir();
    // A run stopped after two batches of 1,000 rows, as a crash or a Ctrl-C leaves it.
    await withDatabase(dataDir, async (db) => {
      const run = await createRegistryFileRun(db, {
        source: SAMPLE,
        localPath: SAMPLE,
        fileName: path.basename(SAMPLE),
        startedBy: null,
      });
      const stop = new AbortController();
      let batches = 0;
      await runRegistryFile(db, run.id, {
        signal: stop.signal,
        batchRows: 1000,
        onProgress: () => {
          if ((batches += 1) === 2) stop.abort();
        },
      });
    });

    const result = runImport(dataDir, SAMPLE);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Resuming npidata_pfile_sample.csv after 2000 rows.');
    expect(result.stdout).toMatch(
      /Imported npidata_pfile_sample\.csv \(monthly\): 4000 rows\. added (\d+), updated 0, unchanged 0, reactivated 0, deactivated 101, notAutismCare 2,989, outsideUs 10, unplaceable 0, malformed 0, older 0\./,
    );
    const added = Number(/added (\d+)/.exec(result.stdout)![1]);
    await withDatabase(dataDir, async (db) => {
      expect(await db.$count(providers)).toBe(added);
      const runs = await db.select().from(registryFileRuns);
      expect(runs.map((r) => r.status)).toEqual(['succeeded']);
    });
  }, 120_000);

  it('says how to use it, and fails on a file it cannot read', () => {
    const dataDir = freshDataDir();
    const wrong = runImport(dataDir, 'registry.txt');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe('Usage: npm run import:nppes -- FILE (.csv or .zip)');
    const missing = runImport(dataDir, path.join(dataDir, 'npidata_pfile_missing.csv'));
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(
      `The file ${path.join(dataDir, 'npidata_pfile_missing.csv')} cannot be read.`,
    );
  }, 120_000);
});
