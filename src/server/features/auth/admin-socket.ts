import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { roleSchema } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { changeRoleByEmail, type RoleChange } from './change-role-by-email';

// Only one process may open the embedded database, so while the server runs `npm run admin` asks it
// over a Unix socket in DATA_DIR. The socket is readable by the server's user alone: whoever can
// use it could already read the database files beside it.

const roleChangeSchema = z.object({ email: z.string().trim().min(3).max(320), role: roleSchema });

// Unix socket paths longer than this do not fit in sockaddr_un on Linux and macOS.
const MAX_SOCKET_PATH = 100;

export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, 'admin.sock');

/** Listens for role changes; resolves to undefined when DATA_DIR's path is too long for a socket. */
export async function serveAdminSocket(
  db: Db,
  dataDir: string,
): Promise<{ close(): Promise<void> } | undefined> {
  const socketPath = adminSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return undefined;
  // We hold DATA_DIR's lock, so a socket file here is left over from a process that died.
  try {
    unlinkSync(socketPath);
  } catch {
    // none
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const parsed = roleChangeSchema.safeParse(body);
      if (req.method !== 'POST' || req.url !== '/role' || !parsed.success) {
        answer(400, { message: 'Expected POST /role with { email, role }' });
        return;
      }
      changeRoleByEmail(db, parsed.data.email, parsed.data.role).then(
        (change) => answer(200, change),
        () => answer(500, { message: 'The role could not be changed.' }),
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

/** Asks the server that holds DATA_DIR to change a role; rejects when nobody answers there. */
export function askServerToChangeRole(
  dataDir: string,
  email: string,
  role: RoleChange['role'],
): Promise<RoleChange> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: adminSocketPath(dataDir),
        method: 'POST',
        path: '/role',
        headers: { 'content-type': 'application/json' },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode === 200) resolve(JSON.parse(text) as RoleChange);
          else reject(new Error(`the server answered ${res.statusCode}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('the server did not answer')));
    req.on('error', reject);
    req.end(JSON.stringify({ email, role }));
  });
}
