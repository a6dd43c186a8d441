/** One server-sent event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  /** The events so far. */
  events: StreamEvent[];
  /** The answer's body when it was not a stream (an error's `{ code, message }`). */
  body: unknown;
  /** Whether the stream has ended (the server closed it, or close() was called). */
  readonly ended: boolean;
  /** Hangs up. */
  close(): void;
}

/**
 * Reads a server-sent event stream over real HTTP, as a browser's EventSource does: the events
 * so far in `events`, `status` of the answer, `ended` once it is over, `close()` to hang up.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let ended = false;
  let body: unknown;
  if (!response.ok) {
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    ended = true;
  } else if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const event = field('event');
            if (event) events.push({ event, data: field('data') ?? '' });
          }
        }
      } catch {
        // Hung up.
      }
      ended = true;
    })();
  }
  return {
    status: response.status,
    events,
    body,
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
}
