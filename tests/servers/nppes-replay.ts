import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownTerm, syntheticRecord } from './nppes-synthetic';

// A local NPPES NPI Registry API v2.1, so imports are tested over real HTTP without the network.
// It replays the recorded 2019 answers in tests/fixtures/nppes/ for the queries they were recorded
// for, and generates every other page in the current format (nppes-synthetic.ts) for any state,
// taxonomy, city, postal_code prefix, skip and limit, with the registry's own bounds
// (limit <= 200, skip <= 1000). A test can make a state answer an `Errors` body, a 500, hang, or
// answer slowly, and can deactivate some of its NPIs.

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/nppes');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name), 'utf8');

/** Recorded answers and the queries they answer (first page only). */
const RECORDED = [
  { state: 'GA', term: /^psychologist$/i, file: 'psychologist-clinical-ga-legacy-2019.json' },
  { state: 'NY', term: /^social worker/i, file: 'social-worker-clinical-multi-legacy-2019.json' },
];

export type Fault =
  { kind: 'errors' | 'status500' | 'hang'; times?: number } | { kind: 'slow'; ms: number };

export interface NppesReplay {
  /** The base URL to give the app as NPPES_API_URL. */
  url: string;
  /** Every query received, in order. */
  requests: URLSearchParams[];
  /** How many synthetic records a state has for a query term (default: `defaultCount`). */
  setCount(state: string, term: string, count: number): void;
  /** Marks the first `count` records of every term in a state deactivated (`status: 'D'`). */
  deactivate(state: string, count: number): void;
  /** Makes a state's queries fail (for `times` requests, or always); null clears it. */
  fault(state: string, fault: Fault | null): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startNppesReplay(
  options: { port?: number; host?: string; defaultCount?: number } = {},
): Promise<NppesReplay> {
  const defaultCount = options.defaultCount ?? 30;
  const counts = new Map<string, number>();
  const faults = new Map<string, Fault & { used?: number }>();
  const deactivated = new Map<string, number>();
  const requests: URLSearchParams[] = [];
  const sockets = new Set<Socket>();

  const send = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  const errors = (description: string, field = 'generic') =>
    JSON.stringify({ Errors: [{ description, field, number: '04' }] });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    requests.push(query);
    const state = (query.get('state') ?? '').toUpperCase();
    const term = query.get('taxonomy_description') ?? '';
    const limit = Number(query.get('limit') ?? 10);
    const skip = Number(query.get('skip') ?? 0);

    const fault = faults.get(state);
    if (
      fault &&
      (fault.kind === 'slow' || fault.times === undefined || (fault.used ?? 0) < fault.times)
    ) {
      fault.used = (fault.used ?? 0) + 1;
      if (fault.kind === 'hang') return; // the socket stays open until the client gives up
      if (fault.kind === 'status500') return send(response, 500, 'Internal Server Error');
      if (fault.kind === 'errors')
        return send(response, 200, fixture('error-no-valid-criteria.json'));
      if (fault.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    }
    if (query.get('version') !== '2.1')
      return send(response, 200, errors('Version must be 2.1', 'version'));
    if (!state && !term) return send(response, 200, fixture('error-no-valid-criteria.json'));
    if (!(limit >= 1 && limit <= 200))
      return send(response, 200, errors('Field limit must be 1-200', 'limit'));
    if (!(skip >= 0 && skip <= 1000))
      return send(response, 200, errors('Field skip must be 0-1000', 'skip'));

    const narrowed = query.has('city') || query.has('postal_code');
    const recorded = RECORDED.find((r) => r.state === state && r.term.test(term));
    if (recorded && !narrowed) {
      return send(
        response,
        200,
        skip === 0 ? fixture(recorded.file) : '{"result_count":0,"results":[]}',
      );
    }
    if (!isKnownTerm(term)) return send(response, 200, '{"result_count":0,"results":[]}');

    const total = counts.get(`${state}|${term.toLowerCase()}`) ?? defaultCount;
    const city = query.get('city')?.toUpperCase();
    const postal = query.get('postal_code');
    const matches: Record<string, unknown>[] = [];
    // Generated lazily and filtered like the registry filters the LOCATION address.
    for (let i = 0; i < total && matches.length < skip + limit; i += 1) {
      const record = syntheticRecord(state, term, i);
      if (i < (deactivated.get(state) ?? 0)) (record.basic as { status: string }).status = 'D';
      const location = (record.addresses as { city: string; postal_code: string }[])[0]!;
      if (city && location.city !== city) continue;
      if (
        postal &&
        !(postal.endsWith('*')
          ? location.postal_code.startsWith(postal.slice(0, -1))
          : location.postal_code.slice(0, 5) === postal)
      )
        continue;
      matches.push(record);
    }
    const results = matches.slice(skip, skip + limit);
    return send(response, 200, JSON.stringify({ result_count: results.length, results }));
  }

  const server = createServer((request, response) => void answer(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/api/`,
    requests,
    setCount: (state, term, count) => counts.set(`${state}|${term.toLowerCase()}`, count),
    deactivate: (state, count) => deactivated.set(state, count),
    fault: (state, fault) => (fault ? faults.set(state, { ...fault }) : faults.delete(state)),
    reset() {
      counts.clear();
      faults.clear();
      deactivated.clear();
      requests.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
