import type { SchedulingFailure, SchedulingReadCounts } from '@shared/api/scheduling-links';
import type { SchedulingFileState } from '../../db/schema';
import type { OutboundClient, OutboundStream } from '../../lib/outbound/outbound-client';
import { outboundErrorIn } from '../../lib/outbound/outbound-error';
import type { ServiceOption } from '@shared/rules/care-options';
import { ndjsonLines } from './ndjson-lines';
import { readLocation, readSchedule, readSlot, type LocationFacts } from './publisher-resources';
import { serviceNameOf } from './service-names';

// Reads one SMART Scheduling Links publisher: its manifest, then its Location, Schedule and Slot
// files, each streamed line by line. Asks 'changed since?' of everything first; only when
// something changed is anything parsed. Never writes: the caller stores what was read.

/** The most slots one link keeps; the rest of a larger publisher is counted, not read. */
export const MAX_SLOTS_PER_LINK = 100_000;
/** The most locations and schedules one publisher may list (each is held while reading). */
export const MAX_LOCATIONS_PER_LINK = 10_000;
/** How long one read may take, manifest and every file; a hang ends as a timeout. */
export const READ_TIME_LIMIT_MS = 90_000;
/** The manifest is a short list of files; an NDJSON file may be large, but is streamed. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
const FILE_MAX_BYTES = 512 * 1024 * 1024;
const MAX_FILES = 200;
/** A resource on one line is a few kilobytes; a longer line is not one we read. */
const MAX_LINE_CHARS = 64 * 1024;
/** When a 429 names no time: wait this long. And never longer than a day, whatever it says. */
const DEFAULT_RETRY_MS = 5 * 60_000;
const MAX_RETRY_MS = 24 * 60 * 60_000;

export interface ReadState {
  manifestEtag: string | null;
  manifestLastModified: string | null;
  files: SchedulingFileState[];
}

/** A free, future slot as an opening of a provider. */
export interface KeptSlot {
  providerId: string;
  externalId: string;
  service: ServiceOption | null;
  startsAt: Date;
  endsAt: Date | null;
  bookingUrl: string | null;
  bookingPhone: string | null;
}

export type PublisherRead =
  | { kind: 'unchanged' }
  | { kind: 'failed'; failure: SchedulingFailure; retryNotBefore: Date | null }
  | {
      kind: 'read';
      state: ReadState;
      slots: KeptSlot[];
      counts: SchedulingReadCounts;
      /** Lines parsed, for the benchmark's proof that an unchanged read parses none. */
      linesParsed: number;
    };

export interface PublisherReadOptions {
  client: OutboundClient;
  now: Date;
  /** Which provider each Location is (NPI or address), among those the link may write onto. */
  match: (locations: readonly LocationFacts[]) => Promise<Map<string, string>>;
  timeLimitMs?: number;
  maxSlots?: number;
}

const TYPE_ORDER = { Location: 0, Schedule: 1, Slot: 2 } as const;
type FileType = keyof typeof TYPE_ORDER;

/** A read that ended early: why, and for a 429 when to try again. */
class ReadFailure extends Error {
  constructor(
    readonly failure: SchedulingFailure,
    readonly retryNotBefore: Date | null = null,
  ) {
    super(failure);
  }
}

export async function readPublisher(
  manifestUrl: string,
  previous: ReadState,
  options: PublisherReadOptions,
): Promise<PublisherRead> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeLimitMs ?? READ_TIME_LIMIT_MS);
  try {
    return await read(manifestUrl, previous, options, timeout.signal);
  } catch (error) {
    if (error instanceof ReadFailure) {
      return { kind: 'failed', failure: error.failure, retryNotBefore: error.retryNotBefore };
    }
    return { kind: 'failed', failure: failureOf(error, timeout.signal), retryNotBefore: null };
  } finally {
    clearTimeout(timer);
  }
}

function failureOf(error: unknown, signal: AbortSignal): SchedulingFailure {
  if (signal.aborted) return 'timeout';
  const outbound = outboundErrorIn(error);
  if (outbound?.kind === 'too-large') return 'too-large';
  if (outbound?.kind === 'refused') return 'refused';
  return 'unreachable';
}

async function read(
  manifestUrl: string,
  previous: ReadState,
  options: PublisherReadOptions,
  signal: AbortSignal,
): Promise<PublisherRead> {
  const { client } = options;
  const manifest = await client.get(manifestUrl, {
    signal,
    sameOrigin: true,
    maxBytes: MANIFEST_MAX_BYTES,
    headers: conditional(previous.manifestEtag, previous.manifestLastModified),
  });
  checkStatus(manifest.status, manifest.headers, options.now);
  const unchanged = manifest.status === 304;
  if (unchanged && previous.files.length > 0) {
    if (await allUnchanged(client, previous.files, signal, options.now)) {
      return { kind: 'unchanged' };
    }
  }
  const files = unchanged ? previous.files : filesOf(manifest.body, new URL(manifestUrl));
  if (files.length === 0 && unchanged) throw new ReadFailure('bad-manifest');
  // A 304 may leave out the validators it confirms: then the previous ones still hold.
  const state: ReadState = {
    manifestEtag: header(manifest.headers.etag) ?? (unchanged ? previous.manifestEtag : null),
    manifestLastModified:
      header(manifest.headers['last-modified']) ??
      (unchanged ? previous.manifestLastModified : null),
    files: [],
  };
  const reading = new FullRead(options);
  for (const file of files) {
    const answer = await client.open(file.url, {
      signal,
      sameOrigin: true,
      maxBytes: FILE_MAX_BYTES,
    });
    checkStatus(answer.status, answer.headers, options.now);
    if (answer.status === 304) throw new ReadFailure('server-error');
    state.files.push({
      ...file,
      etag: header(answer.headers.etag),
      lastModified: header(answer.headers['last-modified']),
    });
    await reading.file(file.type, answer);
  }
  return { kind: 'read', state, ...reading.result() };
}

/** Asks each file 'changed since?'; true when none changed. Bodies are dropped unread. */
async function allUnchanged(
  client: OutboundClient,
  files: readonly SchedulingFileState[],
  signal: AbortSignal,
  now: Date,
): Promise<boolean> {
  for (const file of files) {
    const answer = await client.open(file.url, {
      signal,
      sameOrigin: true,
      headers: conditional(file.etag, file.lastModified),
    });
    answer.discard();
    checkStatus(answer.status, answer.headers, now);
    if (answer.status !== 304) return false;
  }
  return true;
}

function conditional(etag: string | null, lastModified: string | null): Record<string, string> {
  return {
    ...(etag ? { 'if-none-match': etag } : {}),
    ...(lastModified ? { 'if-modified-since': lastModified } : {}),
  };
}

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** 2xx and 304 go on; anything else ends the read, a 429 with its Retry-After. */
function checkStatus(status: number, headers: OutboundStream['headers'], now: Date): void {
  if ((status >= 200 && status < 300) || status === 304) return;
  if (status === 429)
    throw new ReadFailure('rate-limited', retryAt(header(headers['retry-after']), now));
  throw new ReadFailure(status === 404 || status === 410 ? 'not-found' : 'server-error');
}

/** Retry-After in seconds or as an HTTP date, within a day. */
function retryAt(said: string | null, now: Date): Date {
  const seconds = said && /^\d+$/.test(said.trim()) ? Number(said) * 1000 : NaN;
  const date = said ? Date.parse(said) - now.getTime() : NaN;
  const wait = Number.isFinite(seconds) ? seconds : Number.isFinite(date) ? date : DEFAULT_RETRY_MS;
  return new Date(now.getTime() + Math.min(MAX_RETRY_MS, Math.max(0, wait)));
}

/** The manifest's Location, Schedule and Slot files, in that order; all on its own origin. */
function filesOf(body: Buffer, manifestUrl: URL): SchedulingFileState[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ReadFailure('bad-manifest');
  }
  const output = (manifest as { output?: unknown } | null)?.output;
  if (!Array.isArray(output) || output.length > MAX_FILES) throw new ReadFailure('bad-manifest');
  const files: SchedulingFileState[] = [];
  for (const entry of output as { type?: unknown; url?: unknown }[]) {
    if (typeof entry?.url !== 'string' || typeof entry.type !== 'string') {
      throw new ReadFailure('bad-manifest');
    }
    if (!(entry.type in TYPE_ORDER)) continue;
    if (!URL.canParse(entry.url, manifestUrl)) throw new ReadFailure('bad-manifest');
    const url = new URL(entry.url, manifestUrl);
    if (url.origin !== manifestUrl.origin) throw new ReadFailure('other-origin');
    files.push({ type: entry.type as FileType, url: url.href, etag: null, lastModified: null });
  }
  return files.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** What one full read collects, file by file. */
class FullRead {
  private readonly counts: SchedulingReadCounts = {
    locations: 0,
    matched: 0,
    unmatched: 0,
    schedules: 0,
    slotsKept: 0,
    busySkipped: 0,
    pastSkipped: 0,
    badLines: 0,
    overCap: 0,
  };
  private readonly locations: LocationFacts[] = [];
  private readonly phones = new Map<string, string | null>();
  private matched: Map<string, string> | null = null;
  private readonly schedules = new Map<
    string,
    { providerId: string; service: ServiceOption | null; phone: string | null }
  >();
  private readonly slots: KeptSlot[] = [];
  private linesParsed = 0;
  private readonly maxSlots: number;

  constructor(private readonly options: PublisherReadOptions) {
    this.maxSlots = options.maxSlots ?? MAX_SLOTS_PER_LINK;
  }

  async file(type: FileType, answer: OutboundStream): Promise<void> {
    // Schedules name Locations: the Locations are matched once, before the first Schedule.
    if (type !== 'Location' && !this.matched) await this.matchLocations();
    for await (const line of ndjsonLines(answer.body, MAX_LINE_CHARS)) {
      if (line === null) {
        this.counts.badLines += 1;
        continue;
      }
      if (line.trim() === '') continue;
      if (type === 'Slot' && this.slots.length >= this.maxSlots) {
        this.counts.overCap += 1;
        continue;
      }
      this.linesParsed += 1;
      if (type === 'Location') this.location(line);
      else if (type === 'Schedule') this.schedule(line);
      else this.slot(line);
    }
  }

  result() {
    const counts = { ...this.counts, slotsKept: this.slots.length };
    if (!this.matched) counts.unmatched = this.locations.length;
    return { slots: this.slots, counts, linesParsed: this.linesParsed };
  }

  private async matchLocations() {
    this.matched = await this.options.match(this.locations);
    this.counts.matched = this.matched.size;
    this.counts.unmatched = this.locations.length - this.counts.matched;
  }

  private location(line: string) {
    const location = readLocation(line);
    if (!location || this.locations.length >= MAX_LOCATIONS_PER_LINK) {
      this.counts.badLines += 1;
      return;
    }
    this.counts.locations += 1;
    this.locations.push(location);
    this.phones.set(location.id, location.phone);
  }

  private schedule(line: string) {
    const schedule = readSchedule(line);
    if (!schedule || this.schedules.size >= MAX_LOCATIONS_PER_LINK) {
      this.counts.badLines += 1;
      return;
    }
    this.counts.schedules += 1;
    const providerId = this.matched!.get(schedule.locationId);
    if (!providerId) return;
    const phone = this.phones.get(schedule.locationId) ?? null;
    this.schedules.set(schedule.id, {
      providerId,
      service: serviceNameOf(schedule.serviceWords),
      phone,
    });
  }

  private slot(line: string) {
    const slot = readSlot(line);
    if (!slot) {
      this.counts.badLines += 1;
      return;
    }
    if (!slot.free) {
      this.counts.busySkipped += 1;
      return;
    }
    if (slot.start <= this.options.now) {
      this.counts.pastSkipped += 1;
      return;
    }
    const schedule = this.schedules.get(slot.scheduleId);
    if (!schedule) return;
    this.slots.push({
      providerId: schedule.providerId,
      externalId: slot.id,
      service: schedule.service,
      startsAt: slot.start,
      endsAt: slot.end,
      bookingUrl: slot.bookingUrl,
      bookingPhone: slot.bookingPhone ?? schedule.phone,
    });
  }
}
