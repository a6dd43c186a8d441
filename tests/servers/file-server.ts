import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A file on a loopback HTTP server, as a registry's download host: sent in chunks with a pause
// between them (so a test can pause or stop a download midway), with or without Range requests.

export interface FileServer {
  /** The file's address. */
  url: string;
  /** The Range header of each request, null when there was none. */
  ranges: (string | null)[];
  /** What the next requests get. */
  set(options: Partial<FileServerOptions>): void;
  close(): Promise<void>;
}

export interface FileServerOptions {
  /** Whether `Range: bytes=N-` is answered with 206 (else the whole file, 200). */
  ranges: boolean;
  chunkBytes: number;
  /** Pause between two chunks. */
  delayMs: number;
  /** Answer this status with no body instead of the file. */
  status: number | null;
}

export async function startFileServer(
  name: string,
  content: Buffer,
  initial: Partial<FileServerOptions> = {},
): Promise<FileServer> {
  let options: FileServerOptions = {
    ranges: true,
    chunkBytes: 64 * 1024,
    delayMs: 0,
    status: null,
    ...initial,
  };
  const ranges: (string | null)[] = [];
  const sockets = new Set<Socket>();

  async function respond(request: IncomingMessage, response: ServerResponse) {
    ranges.push(request.headers.range ?? null);
    if (request.url !== `/${name}`) return response.writeHead(404).end();
    if (options.status !== null) return response.writeHead(options.status).end();
    const asked = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = options.ranges && asked ? Number(asked[1]) : 0;
    if (start > content.length) {
      return response.writeHead(416, { 'content-range': `bytes */${content.length}` }).end();
    }
    response.writeHead(start > 0 ? 206 : 200, {
      'content-length': String(content.length - start),
      ...(start > 0 && {
        'content-range': `bytes ${start}-${content.length - 1}/${content.length}`,
      }),
    });
    for (let at = start; at < content.length; at += options.chunkBytes) {
      if (response.destroyed) return;
      response.write(content.subarray(at, at + options.chunkBytes));
      if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
    response.end();
  }

  const server = createServer((request, response) => void respond(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${name}`,
    ranges,
    set: (changes) => {
      options = { ...options, ...changes };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
