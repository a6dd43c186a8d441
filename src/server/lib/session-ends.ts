import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { keepListening, type KeptListener } from './kept-listener';
import { sessions } from '../db/schema';
import { hashToken } from './tokens';

/** The channel the database announces deleted sessions on (migration 0029), by token hash. */
export const SESSION_ENDS_CHANNEL = 'session_ends';

/**
 * Tells whoever holds something open for a session (an event stream) that the session ended, on
 * whichever instance and for whatever reason: a trigger on the sessions table announces every
 * deleted row, so signing out, 'sign out everywhere else', a password change or reset, an
 * account's deletion and an expired session's removal are all heard the same way, the moment they
 * commit. That is why a
 * trigger rather than each stream asking the database now and then: nothing is heard late, and
 * there is no query per open stream. When the listening connection was lost and notices may have
 * been missed, every watched session is looked up again instead.
 */
export class SessionEnds {
  private readonly watchers = new Map<string, Set<() => void>>();
  private readonly listening: KeptListener;

  constructor(private readonly database: Database) {
    this.listening = keepListening(database, SESSION_ENDS_CHANNEL, {
      onNotify: (tokenHash) => this.ended(tokenHash),
      onReset: () => void this.recheck(),
    });
  }

  /** Resolves once ended sessions are being listened for; rejects when they cannot be. */
  async ready(): Promise<void> {
    await this.listening.ready();
  }

  /** Calls `onEnd` once when the session of `token` ends, unless the returned function is called. */
  watch(token: string, onEnd: () => void): () => void {
    const key = hashToken(token);
    let own = this.watchers.get(key);
    if (!own) this.watchers.set(key, (own = new Set()));
    own.add(onEnd);
    return () => {
      own.delete(onEnd);
      if (own.size === 0 && this.watchers.get(key) === own) this.watchers.delete(key);
    };
  }

  async close(): Promise<void> {
    await this.listening.close();
  }

  private ended(tokenHash: string): void {
    const own = this.watchers.get(tokenHash);
    if (!own) return;
    this.watchers.delete(tokenHash);
    for (const onEnd of own) onEnd();
  }

  /** After notices may have been lost: ends whatever watches a session that no longer exists. */
  private async recheck(): Promise<void> {
    const watched = [...this.watchers.keys()];
    if (watched.length === 0) return;
    try {
      const alive = await this.database.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(inArray(sessions.tokenHash, watched));
      const living = new Set(alive.map((row) => row.tokenHash));
      for (const tokenHash of watched) if (!living.has(tokenHash)) this.ended(tokenHash);
    } catch {
      // The database is away too; the next check tries again and reports another reset.
    }
  }
}
