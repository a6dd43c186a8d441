import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const SIDE = 256;
// The land colour of the usual OpenStreetMap style, so a screenshot still reads as a map.
const LAND = [0xf2, 0xef, 0xe9] as const;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain 256x256 RGB tile: as large on screen as a real one, a few hundred bytes on the wire. */
export function plainTile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: SIDE }, () => LAND).flat()]);
  const pixels = Buffer.concat(Array.from({ length: SIDE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A tile server on this machine, so an audit of the map never reaches the internet. Answers every
 * `/{z}/{x}/{y}.png` with the same tile, cacheable as real tile servers make theirs.
 */
export async function startTileServer(): Promise<{ tileUrl: string; close: () => Promise<void> }> {
  const tile = plainTile();
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': tile.length,
        'cache-control': 'public, max-age=86400',
      })
      .end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
