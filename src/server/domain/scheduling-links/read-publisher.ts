import type { SchedulingFailure, SchedulingReadCounts } from '@shared/api/scheduling-links';
import type { SchedulingFileState } from '../../db/schema';
import type { OutboundClient, OutboundStream } from '../../lib/outbound/outbound-client';
import { outboundErrorIn } from '../../lib/outbound/outbound-error';
import { FullRead, type KeptSlot, type PublisherReadOptions } from './full-read';

// Reads one SMART Scheduling Links publisher: its manifest, then its Location, Schedule and Slot
// files, each streamed line by line. Asks 'changed since?' of everything first; only when
// something changed is anything parsed. Never writes: the caller stores what was read.

/** How long one read may take, manifest and every file; a hang ends as a timeout. */
export const READ_TIME_LIMIT_MS = 90_000;
/** The manifest is a short list of files; an NDJSON file may be large, but is streamed. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
const FILE_MAX_BYTES = 512 * 1024 * 1024;
const MAX_FILES = 200;
/** When a 429 names no time: wait this long. And never longer than a day, whatever it says. */
const DEFAULT_RETRY_MS = 5 * 60_000;
const MAX_RETRY_MS = 24 * 60 * 60_000;

export interface ReadState {
  manifestEtag: string | null;
  manifestLastModified: string | null;
  files: SchedulingFileState[];
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
