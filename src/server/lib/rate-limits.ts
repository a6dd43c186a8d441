import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client';

// Counters of attempts per key in fixed windows, by rate-limiter-flexible. Taking a point is one
// atomic step (an upsert on PostgreSQL), so parallel requests cannot all pass a check made before
// any of them was counted. On PostgreSQL the counters live in its own table, shared by every
// instance of the app; the embedded database is only ever opened by one process, so there the
// counters live in that process's memory.

/** Created by rate-limiter-flexible on first use, outside the migrations: only it reads it. */
const TABLE = 'rate_limits';

export interface LimitSpec {
  /** Kept apart from every other limit's keys. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type Taken =
  | { ok: true }
  /** No point was left. `firstRefusal` is true once per window: when the limit was just reached. */
  | { ok: false; retryAfterSeconds: number; firstRefusal: boolean };

export interface Limiter {
  /** Takes a point for `key`; whether one was left. */
  take(key: string): Promise<Taken>;
  /** Gives back a point taken for `key`, when what it paid for turned out not to count. */
  giveBack(key: string): Promise<void>;
}

export type Limiters = (spec: LimitSpec) => Limiter;

/** Makes limiters on the app's database: PostgreSQL's table, or memory on the embedded one. */
export function createLimiters(database: Pick<Database, 'pgPool'>): Limiters {
  const pool = database.pgPool;
  if (!pool)
    return (spec) => {
      const memory = new RateLimiterMemory(options(spec));
      return limiterOn(() => Promise.resolve(memory), spec);
    };

  // One instance creates the table and, every 5 minutes, deletes windows that ended an hour ago;
  // the others start once the table is there.
  let table: Promise<void> | undefined;
  const tableReady = () =>
    (table ??= new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres(
        { storeClient: pool, tableName: TABLE, keyPrefix: 'housekeeping', points: 1, duration: 1 },
        (error?: Error) => (error ? reject(error) : resolve()),
      );
    }).catch((error: unknown) => {
      table = undefined;
      throw error;
    }));
  return (spec) => {
    let store: Promise<RateLimiterAbstract> | undefined;
    const ready = () =>
      (store ??= tableReady().then(
        () =>
          new RateLimiterPostgres({
            ...options(spec),
            storeClient: pool,
            tableName: TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
          }),
        (error: unknown) => {
          store = undefined;
          throw error;
        },
      ));
    return limiterOn(ready, spec);
  };
}

function options(spec: LimitSpec) {
  return { keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds };
}

// Keys are hashed: e-mails can be longer than the table's key column, and neither they nor IP
// addresses need to sit in it readable.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

function limiterOn(store: () => Promise<RateLimiterAbstract>, spec: LimitSpec): Limiter {
  return {
    async take(key) {
      const limiter = await store();
      try {
        await limiter.consume(hashed(key));
        return { ok: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
          firstRefusal: refusal.consumedPoints === spec.points + 1,
        };
      }
    },
    async giveBack(key) {
      await (await store()).reward(hashed(key), 1);
    },
  };
}
