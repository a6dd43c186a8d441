import { createWriteStream, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import zipcodes from 'zipcodes';
import type { ProviderPage } from '@shared/api/providers';
import type { RegistryFileCounts } from '@shared/api/registry-file';
import type { Db } from '@server/db/client';
import { auditLog, listingFields, providers, registryFileRuns } from '@server/db/schema';
import { AUTISM_TAXONOMIES } from '@server/domain/registry/autism-taxonomies';
import { createAccount } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/setup/test-db';
import { createRegistryFileRun } from './registry-file-runs';
import { runRegistryFile } from './run-registry-file';

// The national registry file against the samples in tests/fixtures/nppes-file. What the file
// holds is read here plainly, column by column, not through the importer.

const FIXTURES = path.resolve(__dirname, '../../../../../tests/fixtures/nppes-file');
const MONTHLY = path.join(FIXTURES, 'npidata_pfile_sample.csv');
const WEEKLY = path.join(FIXTURES, 'npidata_pfile_weekly_sample.csv');

type Row = Record<string, string>;
const readRows = (file: string): Row[] =>
  parse(readFileSync(file), { columns: true, relax_column_count: true }) as Row[];
const OURS = new Set(AUTISM_TAXONOMIES.map((t) => t.code));
const slots = Array.from({ length: 15 }, (_, k) => k + 1);
const codesOf = (row: Row) =>
  slots.map((n) => row[`Healthcare Provider Taxonomy Code_${n}`]).filter(Boolean);
const isDeactivation = (row: Row) =>
  row['NPI Deactivation Date'] !== '' && row['NPI Reactivation Date'] === '';
const PRACTICE = 'Provider Business Practice Location Address';
const digits = (phone: string) => phone.replace(/\D/g, '');

/** What each row of a file we hold nothing of comes to, by a plain reading of its columns. */
function expectedCounts(rows: Row[]): RegistryFileCounts {
  const counts: RegistryFileCounts = {
    added: 0,
    updated: 0,
    unchanged: 0,
    reactivated: 0,
    deactivated: 0,
    notAutismCare: 0,
    outsideUs: 0,
    unplaceable: 0,
    malformed: 0,
    older: 0,
  };
  for (const row of rows) {
    if (isDeactivation(row)) counts.deactivated += 1;
    else if (!codesOf(row).some((code) => OURS.has(code!))) counts.notAutismCare += 1;
    else if (row[`${PRACTICE} Country Code (If outside U.S.)`] !== 'US') counts.outsideUs += 1;
    else if (!zipcodes.lookup(row[`${PRACTICE} Postal Code`]!.slice(0, 5))) counts.unplaceable += 1;
    else counts.added += 1;
  }
  return counts;
}

const monthlyRows = readRows(MONTHLY);
const weeklyRows = readRows(WEEKLY);
/** The weekly file's last row for each NPI it names. */
const weeklyLatest = [...new Map(weeklyRows.map((row) => [row.NPI!, row])).values()];
/** A weekly row newer than the monthly row of its NPI: the update that applies. */
const newerThanMonthly = (row: Row) => {
  const prior = monthlyRows.find((m) => m.NPI === row.NPI);
  return (
    prior !== undefined && isoDate(row['Last Update Date']!) >= isoDate(prior['Last Update Date']!)
  );
};

async function importFile(db: Db, file: string, options = {}) {
  const run = await createRegistryFileRun(db, {
    source: file,
    localPath: file,
    fileName: path.basename(file),
    startedBy: null,
  });
  const outcome = await runRegistryFile(db, run.id, options);
  const [saved] = await db.select().from(registryFileRuns).where(eq(registryFileRuns.id, run.id));
  return { outcome, run: saved! };
}

const byNpi = async (db: Db, npis: string[]) =>
  new Map(
    (await db.select().from(providers).where(inArray(providers.npiNumber, npis))).map((p) => [
      p.npiNumber!,
      p,
    ]),
  );

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'acf-registry-file-'));

describe('the monthly file', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('counts every row once as the file holds it, and lists the autism-care providers', async () => {
    const expected = expectedCounts(monthlyRows);
    expect(expected.added).toBeGreaterThan(500);
    expect(expected.outsideUs).toBeGreaterThan(0);
    const { outcome, run } = await importFile(database.db, MONTHLY);
    expect(outcome).toBe('succeeded');
    expect(run).toMatchObject({
      status: 'succeeded',
      counts: expected,
      rowsCommitted: monthlyRows.length,
      bytesDone: run.fileBytes,
    });
    expect(run.finishedAt).not.toBeNull();

    const listed = await database.db.select().from(providers);
    expect(listed).toHaveLength(expected.added);
    // An individual: the name as families read it, the practice location (not the mailing
    // address) at its ZIP code's centre, and nothing the registry does not know.
    const person = monthlyRows.find(
      (row) =>
        row['Entity Type Code'] === '1' &&
        row['Provider Credential Text'] === 'PSYD' &&
        row['Provider First Line Business Mailing Address']!.startsWith('PO BOX') &&
        codesOf(row).some((code) => OURS.has(code!)) &&
        !isDeactivation(row) &&
        row[`${PRACTICE} Country Code (If outside U.S.)`] === 'US',
    )!;
    const saved = (await byNpi(database.db, [person.NPI!])).get(person.NPI!)!;
    const first = person['Provider First Name']!;
    expect(saved).toMatchObject({
      source: 'registry',
      state: person[`${PRACTICE} State Name`],
      zipCode: person[`${PRACTICE} Postal Code`]!.slice(0, 5),
      locationApproximate: true,
      acceptedInsurance: [],
      averageWaitTime: null,
      deactivatedAt: null,
      registryUpdatedOn: isoDate(person['Last Update Date']!),
    });
    expect(saved.name).toMatch(new RegExp(`^${first[0]}${first.slice(1).toLowerCase()} .+, PsyD$`));
    expect(saved.addressLine!.toUpperCase()).toContain(
      person[`Provider First Line Business Practice Location Address`],
    );
    expect(digits(saved.phone!)).toBe(person[`${PRACTICE} Telephone Number`]);
    expect(saved.registryFileAt).not.toBeNull();

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'registry_file_finished'));
    expect(audit!.details).toMatchObject({ counts: expected });
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await database.db
      .select({ id: providers.id, updatedAt: providers.updatedAt })
      .from(providers);
    const { run } = await importFile(database.db, MONTHLY);
    const expected = expectedCounts(monthlyRows);
    expect(run.counts).toEqual({ ...expected, added: 0, unchanged: expected.added });
    const after = await database.db
      .select({ id: providers.id, updatedAt: providers.updatedAt })
      .from(providers);
    expect(after).toHaveLength(before.length);
    expect(new Map(after.map((p) => [p.id, p.updatedAt.getTime()]))).toEqual(
      new Map(before.map((p) => [p.id, p.updatedAt.getTime()])),
    );
  });
});

describe('the weekly update', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    expect((await importFile(ctx.database.db, MONTHLY)).outcome).toBe('succeeded');
  });
  afterAll(() => ctx.close());

  it('applies changes, adds and deactivations; a deactivated provider leaves the search', async () => {
    const db = ctx.database.db;
    const family = await createAccount(ctx);
    const held = await db.select({ npi: providers.npiNumber }).from(providers);
    const heldNpis = new Set(held.map((p) => p.npi!));
    const goneRow = weeklyLatest.find((row) => isDeactivation(row) && heldNpis.has(row.NPI!))!;
    const changedRow = weeklyLatest.find(
      (row) =>
        heldNpis.has(row.NPI!) &&
        !isDeactivation(row) &&
        newerThanMonthly(row) &&
        row[`${PRACTICE} Country Code (If outside U.S.)`] === 'US',
    )!;
    const newRow = weeklyLatest.find(
      (row) =>
        !heldNpis.has(row.NPI!) &&
        !isDeactivation(row) &&
        codesOf(row).some((code) => OURS.has(code!)) &&
        row[`${PRACTICE} Country Code (If outside U.S.)`] === 'US',
    )!;
    const gone = (await byNpi(db, [goneRow.NPI!])).get(goneRow.NPI!)!;
    const search = async (state: string) =>
      (
        await ctx.app.inject({
          url: `/api/providers?state=${state}&within=any&limit=100`,
          headers: { cookie: family.cookie },
        })
      ).json() as ProviderPage;
    const listedBefore = await search(gone.state);
    expect(listedBefore.total).toBeGreaterThan(0);

    const { outcome, run } = await importFile(db, WEEKLY);
    expect(outcome).toBe('succeeded');
    expect(run.kind).toBe('weekly');
    expect(run.rowsCommitted).toBe(weeklyRows.length);
    expect(run.counts.deactivated).toBe(weeklyRows.filter(isDeactivation).length);
    expect(run.counts.added).toBeGreaterThan(0);
    expect(run.counts.updated).toBeGreaterThan(0);
    // A weekly row older than what the monthly file already said changes nothing.
    expect(run.counts.older).toBeGreaterThan(0);
    const olderRow = weeklyLatest.find(
      (row) => heldNpis.has(row.NPI!) && !isDeactivation(row) && !newerThanMonthly(row),
    )!;
    const monthlyRow = monthlyRows.find((m) => m.NPI === olderRow.NPI)!;
    expect((await byNpi(db, [olderRow.NPI!])).get(olderRow.NPI!)!.registryUpdatedOn).toBe(
      isoDate(monthlyRow['Last Update Date']!),
    );

    const now = await byNpi(db, [goneRow.NPI!, changedRow.NPI!, newRow.NPI!]);
    expect(now.get(goneRow.NPI!)!.deactivatedAt).not.toBeNull();
    expect(now.get(newRow.NPI!)).toMatchObject({ source: 'registry', locationApproximate: true });
    const changed = now.get(changedRow.NPI!)!;
    expect(changed.zipCode).toBe(changedRow[`${PRACTICE} Postal Code`]!.slice(0, 5));
    expect(digits(changed.phone!)).toBe(changedRow[`${PRACTICE} Telephone Number`]);
    expect(changed.registryUpdatedOn).toBe(isoDate(changedRow['Last Update Date']!));

    const listedAfter = await search(gone.state);
    const allIds = new Set<string>();
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page = (
        await ctx.app.inject({
          url: `/api/providers?state=${gone.state}&within=any&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          headers: { cookie: family.cookie },
        })
      ).json() as ProviderPage;
      for (const p of page.providers) allIds.add(p.id);
      cursor = page.nextCursor;
    }
    expect(allIds.has(gone.id)).toBe(false);
    expect(listedAfter.total).toBe(allIds.size);
    const deactivatedHere = await db
      .select({ id: providers.id })
      .from(providers)
      .where(isNotNull(providers.deactivatedAt));
    expect(deactivatedHere.length).toBeGreaterThan(0);
  });
});

describe('what a clinic said', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('survives an update: the clinic’s phone and address stay, the registry’s name follows', async () => {
    const db = database.db;
    await importFile(db, MONTHLY);
    // A provider whose weekly row moves it and changes its phone.
    const row = weeklyLatest
      .filter((r) => !isDeactivation(r) && newerThanMonthly(r))
      .find((r) => {
        const prior = monthlyRows.find((m) => m.NPI === r.NPI);
        return (
          prior &&
          prior[`${PRACTICE} Telephone Number`] !== r[`${PRACTICE} Telephone Number`] &&
          codesOf(r).some((code) => OURS.has(code!)) &&
          r[`${PRACTICE} Country Code (If outside U.S.)`] === 'US'
        );
      })!;
    const before = (await byNpi(db, [row.NPI!])).get(row.NPI!)!;
    const saidAt = new Date();
    await db
      .insert(listingFields)
      .values(['phone', 'address'].map((field) => ({ providerId: before.id, field, saidAt })));

    await importFile(db, WEEKLY);
    const after = (await byNpi(db, [row.NPI!])).get(row.NPI!)!;
    expect(after).toMatchObject({
      phone: before.phone,
      addressLine: before.addressLine,
      city: before.city,
      zipCode: before.zipCode,
      latitude: before.latitude,
      longitude: before.longitude,
      registryUpdatedOn: isoDate(row['Last Update Date']!),
    });
    expect(digits(after.phone!)).not.toBe(row[`${PRACTICE} Telephone Number`]);
  });
});

describe('a run that stops', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('goes on from its last committed batch after a crash, without duplicates', async () => {
    const db = database.db;
    const run = await createRegistryFileRun(db, {
      source: MONTHLY,
      localPath: MONTHLY,
      fileName: path.basename(MONTHLY),
      startedBy: null,
    });
    const crash = new AbortController();
    let batches = 0;
    const first = await runRegistryFile(db, run.id, {
      signal: crash.signal,
      batchRows: 500,
      onProgress: () => {
        batches += 1;
        if (batches === 3) crash.abort();
      },
    });
    expect(first).toBe('paused');
    const [stopped] = await db
      .select()
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, run.id));
    expect(stopped!.rowsCommitted).toBe(1500);
    expect(stopped!.bytesDone).toBeGreaterThan(0);
    expect(stopped!.bytesDone).toBeLessThan(stopped!.fileBytes!);
    // A crash leaves it 'running'; the job picks it up again as it is.
    await db
      .update(registryFileRuns)
      .set({ status: 'running' })
      .where(eq(registryFileRuns.id, run.id));

    expect(await runRegistryFile(db, run.id, { batchRows: 700 })).toBe('succeeded');
    const [done] = await db.select().from(registryFileRuns).where(eq(registryFileRuns.id, run.id));
    const expected = expectedCounts(monthlyRows);
    expect(done!.counts).toEqual(expected);
    expect(done!.rowsCommitted).toBe(monthlyRows.length);
    expect(await db.$count(providers)).toBe(expected.added);
  });

  it('stops between batches when paused, and refuses to resume a file that changed', async () => {
    const db = database.db;
    const copy = path.join(tempDir(), 'npidata_pfile_20050523-20261109.csv');
    writeFileSync(copy, readFileSync(MONTHLY));
    const run = await createRegistryFileRun(db, {
      source: copy,
      localPath: copy,
      fileName: path.basename(copy),
      startedBy: null,
    });
    const paused = await runRegistryFile(db, run.id, {
      batchRows: 1000,
      onProgress: async () => {
        await db
          .update(registryFileRuns)
          .set({ status: 'paused' })
          .where(eq(registryFileRuns.id, run.id));
      },
    });
    expect(paused).toBe('paused');
    const [saved] = await db.select().from(registryFileRuns).where(eq(registryFileRuns.id, run.id));
    expect(saved!.status).toBe('paused');
    expect(saved!.rowsCommitted).toBeLessThan(monthlyRows.length);

    utimesSync(copy, new Date(), new Date(Date.now() + 60_000));
    expect(await runRegistryFile(db, run.id)).toBe('failed');
    const [failed] = await db
      .select()
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, run.id));
    expect(failed!.error).toBe(
      'The file has changed since this run began, so it cannot be resumed: start a new run.',
    );
  });
});

describe('rows and files the importer cannot take', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('skips and counts a row with the wrong column count or a bad NPI check digit', async () => {
    const lines = readFileSync(MONTHLY, 'utf8').split('\n');
    const header = lines[0]!;
    const good = monthlyRows.findIndex(
      (row) =>
        codesOf(row).some((code) => OURS.has(code!)) &&
        !isDeactivation(row) &&
        row[`${PRACTICE} Country Code (If outside U.S.)`] === 'US',
    );
    const goodLine = lines[good + 1]!;
    const npi = monthlyRows[good]!.NPI!;
    const badDigit = `${npi.slice(0, 9)}${(Number(npi[9]) + 1) % 10}`;
    const file = path.join(tempDir(), 'npidata_pfile_small.csv');
    writeFileSync(
      file,
      [
        header,
        goodLine.replace(`"${npi}"`, `"${badDigit}"`),
        `${goodLine},"one too many"`,
        goodLine,
        '',
      ].join('\n'),
    );
    const { outcome, run } = await importFile(database.db, file);
    expect(outcome).toBe('succeeded');
    expect(run.counts).toMatchObject({ malformed: 2, added: 1 });
    expect(run.rowsCommitted).toBe(3);
    expect([...(await byNpi(database.db, [npi, badDigit])).keys()]).toEqual([npi]);
  });

  it('reads a zip as CMS ships it like its CSV', async () => {
    const zipDatabase = await createTestDatabase();
    const dir = tempDir();
    const file = path.join(dir, 'NPPES_Data_Dissemination_November_2026.zip');
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      Buffer.from(readFileSync(MONTHLY, 'utf8').split('\n')[0]! + '\n'),
      'npidata_pfile_20050523-20261109_fileheader.csv',
    );
    zip.addFile(MONTHLY, 'npidata_pfile_20050523-20261109.csv');
    zip.end();
    const out = createWriteStream(file);
    zip.outputStream.pipe(out);
    await once(out, 'close');

    try {
      const { outcome, run } = await importFile(zipDatabase.db, file);
      expect(outcome).toBe('succeeded');
      expect(run.counts).toEqual(expectedCounts(monthlyRows));
      expect(run.bytesDone).toBe(run.fileBytes);
    } finally {
      await zipDatabase.destroy();
    }
  });

  it('fails in words for an admin on a file that is not the registry’s', async () => {
    const file = path.join(tempDir(), 'npidata_pfile_other.csv');
    writeFileSync(file, '"Name","City"\n"A","B"\n');
    const { outcome, run } = await importFile(database.db, file);
    expect(outcome).toBe('failed');
    expect(run.error).toBe("This is not an NPPES data file: it has no 'NPI' column.");
    const zip = path.join(tempDir(), 'empty.zip');
    writeFileSync(zip, 'not a zip');
    expect((await importFile(database.db, zip)).run.error).toBe(
      'empty.zip is not a readable zip file.',
    );
  });
});

function isoDate(mmddyyyy: string) {
  const [m, d, y] = mmddyyyy.split('/');
  return `${y}-${m}-${d}`;
}
