import { OutboundError } from './outbound-error';

/** The most one outside answer may hold, unless its reader asks for less. */
export const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * Reads a response body as it streams in and stops at `maxBytes`: an answer of any size costs at
 * most that much memory, and nothing is parsed until it is whole. `onBytes` sees each chunk's
 * size (a run's byte budget) and may throw to stop.
 */
export async function readCapped(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null,
  maxBytes = MAX_RESPONSE_BYTES,
  onBytes: (bytes: number) => void = () => {},
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early (a cap, an abort) cancels the stream and closes its connection.
  for await (const chunk of body ? chunksOf(body) : []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new OutboundError('too-large');
    onBytes(chunk.byteLength);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** A fetch body (web stream) or a Node stream, chunk by chunk. */
async function* chunksOf(body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>) {
  if (!('getReader' in body)) return yield* body;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
