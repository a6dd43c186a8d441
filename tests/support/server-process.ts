import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'acf-data-'));

/**
 * Starts the built server (`dist/server/main.js`, what `npm start` runs) as its own process. Only
 * the variables given here reach it, on top of PATH. `clockOffsetMs` starts its clock that far
 * ahead (tests/servers/shifted-clock.mjs), as if that much time had passed.
 */
export function startServer(
  env: Record<string, string>,
  options: { clockOffsetMs?: number } = {},
): ServerProcess {
  const clock = options.clockOffsetMs
    ? ['--import', path.resolve('tests/servers/shifted-clock.mjs')]
    : [];
  const args = [...clock, 'dist/server/main.js'];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The tests' local servers (registry replay, FHIR directory) listen on 127.0.0.1.
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      ...(options.clockOffsetMs ? { CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${env.PORT ?? '5000'}`, child, output: () => output, exited };
}

/** Asks `probe` every `intervalMs` until it gives a value; undefined when `timeoutMs` runs out. */
async function poll<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  intervalMs: number,
): Promise<T | undefined> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return undefined;
}

/** Polls /api/health until it answers 200; returns the milliseconds that took. */
export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  const healthy = await poll(
    async () => {
      try {
        return (await fetch(`${url}/api/health`)).ok || undefined;
      } catch {
        return undefined; // not listening yet
      }
    },
    timeoutMs,
    50,
  );
  if (!healthy) throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
  return performance.now() - started;
}

/**
 * Waits for the line the server logs once it is listening, and returns it. That line is written
 * after the port opens, so a health check can be answered before the line reaches us.
 */
export async function startedLine(server: ServerProcess, timeoutMs = 10_000): Promise<string> {
  const line = await poll(
    () =>
      server
        .output()
        .split('\n')
        .find((candidate) => candidate.includes('"sampleProvidersLoaded"')),
    timeoutMs,
    20,
  );
  if (line === undefined) {
    throw new Error(
      `No start-up line within ${timeoutMs} ms; the server wrote:\n${server.output()}`,
    );
  }
  return line;
}
