import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import { createOutboundClient } from '@server/lib/outbound/outbound-client';
import { TEST_ALLOWED_HOSTS } from '../../../../tests/setup/test-app';
import { readPublisher } from './read-publisher';

// A publisher whose first slot file holds 200,000 extra slots (some 45 MB). It runs in a process
// of its own, so the memory measured here is the reader's alone.

const PUBLISHER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures/smart-scheduling/publisher.mjs',
);
const MAX_SLOTS = 10_000;
/** Well under the file's own size: holding it whole, or its slots, would pass this. */
const MEMORY_BOUND_BYTES = 60 * 1024 * 1024;

let child: ChildProcess;
let manifestUrl: string;

beforeAll(async () => {
  child = spawn(process.execPath, [PUBLISHER, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [first] = (await once(child.stdout!, 'data')) as [Buffer];
  manifestUrl = /(http:\/\/\S+)/.exec(first.toString())![1]!;
  await fetch(new URL('/_ctl?mode=huge', manifestUrl), { method: 'POST' });
});
afterAll(() => {
  child.kill();
});

it("reads a huge publisher within bounded memory, keeping the cap's worth and counting the rest", async () => {
  const client = createOutboundClient(parseAllowedHosts(TEST_ALLOWED_HOSTS));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const read = await readPublisher(
      manifestUrl,
      { manifestEtag: null, manifestLastModified: null, files: [] },
      {
        client,
        now: new Date(),
        match: async (locations) => new Map(locations.map((l) => [l.id, `provider-${l.id}`])),
        maxSlots: MAX_SLOTS,
        timeLimitMs: 60_000,
      },
    );
    peak = Math.max(peak, process.memoryUsage().rss);
    if (read.kind !== 'read') throw new Error(`the read ${read.kind}`);
    expect(read.slots).toHaveLength(MAX_SLOTS);
    expect(read.counts.slotsKept).toBe(MAX_SLOTS);
    expect(read.counts.overCap).toBeGreaterThan(190_000);
    expect(peak - baseline).toBeLessThan(MEMORY_BOUND_BYTES);
  } finally {
    clearInterval(sampler);
    await client.close();
  }
}, 60_000);
