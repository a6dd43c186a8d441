import { z } from 'zod';
import type { Database } from '@server/db/client';
import { keepListening, type KeptListener } from '@server/lib/kept-listener';

/** The channel the database announces request changes on (migration 0018). */
export const REQUEST_CHANGES_CHANNEL = 'request_changes';

const changeSchema = z.object({ userId: z.uuid().nullable(), requestId: z.uuid() });

/**
 * What a family's browser is told: one of its requests changed (read it again), or changes may
 * have been missed (read them all again).
 */
export type RequestNews = { kind: 'changed'; requestId: string } | { kind: 'missed' };

type Subscriber = (news: RequestNews) => void;

/**
 * Hands every request change the database announces, on whichever instance it was made, to the
 * event streams this instance holds for that family. One listening connection per instance,
 * whatever the number of streams.
 */
export class RequestChanges {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly listening: KeptListener;

  constructor(database: Database) {
    this.listening = keepListening(database, REQUEST_CHANGES_CHANNEL, {
      onNotify: (payload) => this.noted(payload),
      onReset: () => this.toEveryone({ kind: 'missed' }),
    });
  }

  /** Resolves once changes are being listened for; rejects when they cannot be. */
  async ready(): Promise<void> {
    await this.listening.ready();
  }

  /** Calls `subscriber` with the news of `userId`'s requests until the returned function is called. */
  subscribe(userId: string, subscriber: Subscriber): () => void {
    let own = this.subscribers.get(userId);
    if (!own) this.subscribers.set(userId, (own = new Set()));
    own.add(subscriber);
    return () => {
      own.delete(subscriber);
      if (own.size === 0) this.subscribers.delete(userId);
    };
  }

  async close(): Promise<void> {
    await this.listening.close();
  }

  private noted(payload: string): void {
    let parsed;
    try {
      parsed = changeSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success || !parsed.data.userId) return;
    for (const subscriber of this.subscribers.get(parsed.data.userId) ?? []) {
      subscriber({ kind: 'changed', requestId: parsed.data.requestId });
    }
  }

  private toEveryone(news: RequestNews): void {
    for (const own of this.subscribers.values()) for (const subscriber of own) subscriber(news);
  }
}
