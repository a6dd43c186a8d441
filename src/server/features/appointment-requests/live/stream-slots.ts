import { errorMessage } from '@shared/api/error-messages';
import { AppError } from '@server/lib/errors';

/** How many event streams may be open at once, per session and in this server instance. */
export interface StreamLimits {
  perSession: number;
  perServer: number;
}

/**
 * Five covers a family's open tabs and windows; 2,000 keeps the streams well under a process's
 * usual 1,024-4,096 file descriptors' worth of other work (database, clients' other requests), so
 * open streams can never stop the server from accepting connections.
 */
export const STREAM_LIMITS: StreamLimits = { perSession: 5, perServer: 2000 };

/**
 * Counts the open event streams of this instance, by session. A stream takes a slot before it
 * opens and gives it back when it ends; past a limit it is refused with a 429 instead.
 */
export class StreamSlots {
  private readonly bySession = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** A slot for a stream of `session`; call the returned function once when the stream ends. */
  take(session: string): () => void {
    const own = this.bySession.get(session) ?? 0;
    if (own >= this.limits.perSession)
      throw new AppError('too_many_streams', errorMessage('live.tooManyStreams'));
    if (this.total >= this.limits.perServer)
      throw new AppError('too_many_streams', errorMessage('live.serverBusy'));
    this.bySession.set(session, own + 1);
    this.total += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      const left = (this.bySession.get(session) ?? 1) - 1;
      if (left > 0) this.bySession.set(session, left);
      else this.bySession.delete(session);
    };
  }
}
