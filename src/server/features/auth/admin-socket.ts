import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { roleSchema } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { changeRoleByEmail, type RoleChange } from './change-role-by-email';

// Only one process may open the embedded database, so while the server runs `npm run admin` and
// `npm run backup` ask it over a Unix socket in DATA_DIR. The socket is readable by the server's
// user alone: whoever can use it could already read the database files beside it.

const roleChangeSchema = z.object({ email: z.string().trim().min(3).max(320), role: roleSchema });

// Unix socket paths longer than this do not fit in sockaddr_un on Linux and macOS.
const MAX_SOCKET_PATH = 100;

export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, 'admin.sock');

/** A command the socket takes besides role changes: `POST <path>` with a JSON body. */
export type SocketCommand = (body: unknown) => Promise<{ status: number; body: unknown }>;

/** Listens for commands; resolves to undefined when DATA_DIR's path is too long for a socket. */
export async function serveAdminSocket(
  db: Db,
  dataDir: string,
  commands: Record<string, SocketCommand> = {},
): Promise<{ close(): Promise<void> } | undefined> {
  const socketPath = adminSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return undefined;
  // We hold DATA_DIR's lock, so a socket file here is left over from a process that died.
  try {
    unlinkSync(socketPath);
  } catch {
    // none
  }
  const routes: Record<string, SocketCommand> = {
    ...commands,
    '/role': async (body) => {
      const parsed = roleChangeSchema.safeParse(body);
      if (!parsed.success) return { status: 400, body: { message: 'Expected { email, role }' } };
      return changeRoleByEmail(db, parsed.data.email, parsed.data.role).then(
        (change) => ({ status: 200, body: change }),
        () => ({ status: 500, body: { message: 'The role could not be changed.' } }),
      );
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = ({ status, body }: { status: number; body: unknown }) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const route = req.method === 'POST' ? Object.hasOwn(routes, req.url ?? '') : false;
      if (!route) {
        answer({
          status: 400,
          body: { message: `Expected POST ${Object.keys(routes).join('|')}` },
        });
        return;
      }
      routes[req.url!]!(body).then(answer, () =>
        answer({ status: 500, body: { message: 'The command failed.' } }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends one command to the server that holds DATA_DIR; rejects when nobody answers there, and
 * with the server's message when it answers with an error.
 */
export function askServer<T>(
  dataDir: string,
  command: string,
  body: unknown,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: adminSocketPath(dataDir),
        method: 'POST',
        path: command,
        headers: { 'content-type': 'application/json' },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode === 200) resolve(JSON.parse(text) as T);
          else reject(new ServerAnswered(res.statusCode ?? 0, text));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('the server did not answer')));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The server took the command and refused or failed it: nobody else should try it then. */
export class ServerAnswered extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    let message = `the server answered ${status}`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    super(message);
  }
}

/** Asks the server that holds DATA_DIR to change a role; rejects when nobody answers there. */
export const askServerToChangeRole = (dataDir: string, email: string, role: RoleChange['role']) =>
  askServer<RoleChange>(dataDir, '/role', { email, role });
