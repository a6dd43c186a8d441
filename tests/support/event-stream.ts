/** One server-sent event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent event stream over real HTTP, as a browser's EventSource does: the events
 * so far in `events`, `status` of the answer, `close()` to hang up.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; events: StreamEvent[]; close(): void }> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
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
    })();
  }
  return { status: response.status, events, close: () => abort.abort() };
}
