import { StringDecoder } from 'node:string_decoder';

/**
 * The lines of an NDJSON stream, one at a time, so a file of any size costs one line's memory.
 * A line longer than `maxChars` is yielded as null (counted as bad by the reader) and its text
 * is dropped as it streams by rather than collected.
 */
export async function* ndjsonLines(
  chunks: AsyncIterable<Uint8Array>,
  maxChars: number,
): AsyncGenerator<string | null> {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  let overlong = false;
  for await (const chunk of chunks) {
    const text = decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    let from = 0;
    for (let end = text.indexOf('\n', from); end !== -1; end = text.indexOf('\n', from)) {
      const piece = text.slice(from, end);
      yield overlong || partial.length + piece.length > maxChars ? null : partial + piece;
      partial = '';
      overlong = false;
      from = end + 1;
    }
    if (overlong) continue;
    const rest = text.slice(from);
    if (partial.length + rest.length > maxChars) {
      overlong = true;
      partial = '';
    } else partial += rest;
  }
  const last = partial + decoder.end();
  if (overlong) yield null;
  else if (last.trim()) yield last;
}
