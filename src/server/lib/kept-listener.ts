import type { Database, ListenHandlers, Listener } from '../db/client';

/** How often the listening connection is checked, so a lost one is noticed and replaced. */
const CHECK_EVERY_MS = 15_000;

export interface KeptListener {
  /** Resolves once the channel is listened to; rejects when it cannot be. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens to `channel` for the life of an instance on one connection, checked now and then: a
 * check that finds the connection lost opens another and calls `onReset`, since notices may have
 * been missed in between. A failure to listen is reported to whoever waits for `ready()`.
 */
export function keepListening(
  database: Database,
  channel: string,
  handlers: ListenHandlers,
): KeptListener {
  const listening: Promise<Listener> = database.listen(channel, handlers);
  listening.catch(() => {});
  const check = setInterval(() => {
    listening.then((listener) => listener.sync()).catch(() => {});
  }, CHECK_EVERY_MS);
  check.unref();
  return {
    async ready() {
      await listening;
    },
    async close() {
      clearInterval(check);
      const listener = await listening.catch(() => null);
      await listener?.close();
    },
  };
}
