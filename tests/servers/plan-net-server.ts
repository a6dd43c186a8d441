import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type * as fhir4 from 'fhir/r4';

// A local FHIR R4 server holding one payer directory, so the importer is tested over real HTTP.
// It answers the searches a Plan-Net client makes: by type, `_count` pages with `next` links,
// `_include` of the references the importer follows, `_lastUpdated`, `identifier`, Organization
// `type`, `_id` and `_elements`. A test can make it answer 429 with Retry-After, 500, hang, or send
// a page that is not JSON, and can change or remove resources (their `meta.lastUpdated` moves).
// It can also behave like public payer APIs do (`behave`): ignore `_include`, write references as
// `contained` resources, as absolute URLs to itself or to another server, or refuse `_lastUpdated`.
// Hostile answers for the importer's limits: a Bundle of any size streamed as it is generated
// (never held in memory), next links without end or back to the same page, a next link or a
// redirect to any address, slow pages.

type Resource = fhir4.FhirResource;

export type PlanNetFault =
  | { kind: 'status429'; retryAfterSeconds: number }
  | { kind: 'status500' }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  /** A searchset Bundle of about `bytes` bytes, generated while it is sent. */
  | { kind: 'huge'; bytes: number }
  /** An empty page whose next link is a new page of the same search, every time. */
  | { kind: 'endless'; delayMs?: number }
  /** An empty page whose next link is the page itself. */
  | { kind: 'repeat' }
  /** An empty page whose next link is `url`. */
  | { kind: 'nextLink'; url: string }
  /** A redirect (302) to `url`. */
  | { kind: 'redirect'; url: string };

/** How the server departs from the well-behaved one; `reset()` restores the default. */
export interface PlanNetBehaviour {
  /** 'ignored': answers the matches alone, as if no `_include` had been asked for. */
  include: 'honoured' | 'ignored';
  /**
   * How a role or affiliation names its practitioner or organization and locations: `Type/id`;
   * 'contained' inside the resource (`#id`); 'absolute' URLs to this server (every reference);
   * or 'elsewhere', which also names a location of `elsewhereBase` after its own.
   */
  references: 'relative' | 'contained' | 'absolute' | 'elsewhere';
  /** 'refused': 400 to any search with `_lastUpdated`. */
  lastUpdated: 'supported' | 'refused';
  /** Another server's FHIR base, for `references: 'elsewhere'`. */
  elsewhereBase?: string;
}

const WELL_BEHAVED: PlanNetBehaviour = {
  include: 'honoured',
  references: 'relative',
  lastUpdated: 'supported',
};

export interface ReceivedSearch {
  type: string;
  params: URLSearchParams;
  at: number;
}

export interface PlanNetServer {
  /** The FHIR base URL, e.g. http://127.0.0.1:1234/fhir. */
  url: string;
  /** Another base URL onto the same data ('http://127.0.0.1:1234/{name}/fhir'). */
  urlNamed(name: string): string;
  /** Every search received, in order, with when it arrived. */
  requests: ReceivedSearch[];
  /**
   * Answers the next `times` searches that `when` accepts (default: every search) with `fault`.
   */
  fault(
    fault: PlanNetFault,
    options?: { times?: number; when?: (s: ReceivedSearch) => boolean },
  ): void;
  /** Adds or replaces a resource, stamped as changed now. */
  put(resource: Resource): void;
  /** Removes a resource ('PractitionerRole/abc'). */
  remove(reference: string): void;
  get(reference: string): Resource | undefined;
  /** Departs from the well-behaved server until `reset()`. */
  behave(behaviour: Partial<PlanNetBehaviour>): void;
  reset(): void;
  close(): Promise<void>;
}

/** The references each `_include` follows (Plan-Net's search parameters). */
const INCLUDES: Record<string, (resource: Resource) => (fhir4.Reference | undefined)[]> = {
  'PractitionerRole:practitioner': (r) => [(r as fhir4.PractitionerRole).practitioner],
  'PractitionerRole:organization': (r) => [(r as fhir4.PractitionerRole).organization],
  'PractitionerRole:location': (r) => (r as fhir4.PractitionerRole).location ?? [],
  'PractitionerRole:network': (r) => networkReferences(r),
  'OrganizationAffiliation:participating-organization': (r) => [
    (r as fhir4.OrganizationAffiliation).participatingOrganization,
  ],
  'OrganizationAffiliation:location': (r) => (r as fhir4.OrganizationAffiliation).location ?? [],
  'OrganizationAffiliation:network': (r) => (r as fhir4.OrganizationAffiliation).network ?? [],
};

const NETWORK_REFERENCE =
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference';

const networkReferences = (resource: Resource) =>
  ((resource as fhir4.DomainResource).extension ?? [])
    .filter((e) => e.url === NETWORK_REFERENCE)
    .map((e) => e.valueReference);

const MAX_COUNT = 1000;

export async function startPlanNetServer(
  initial: Resource[],
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<PlanNetServer> {
  let resources = new Map<string, Resource>();
  const load = () => {
    resources = new Map(initial.map((r) => [`${r.resourceType}/${r.id}`, structuredClone(r)]));
  };
  load();
  const requests: ReceivedSearch[] = [];
  let faults: { fault: PlanNetFault; left: number; when: (s: ReceivedSearch) => boolean }[] = [];
  let behaviour = WELL_BEHAVED;
  const sockets = new Set<Socket>();

  const send = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/fhir+json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const outcome = (diagnostics: string): fhir4.OperationOutcome => ({
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: 'invalid', diagnostics }],
  });

  function answer(request: IncomingMessage, response: ServerResponse, base: string) {
    const url = new URL(request.url ?? '/', base);
    // Any path ending in /fhir/{type}: each test's directory can have an address of its own.
    const match = /^(\/(?:[\w-]+\/)*fhir)\/([A-Za-z]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return send(response, 404, outcome('not found'));
    const fhirBase = `${base}${match[1]}`;
    const search: ReceivedSearch = { type: match[2]!, params: url.searchParams, at: Date.now() };
    requests.push(search);

    const faulty = faults.find((f) => f.left > 0 && f.when(search));
    if (faulty) {
      faulty.left -= 1;
      const { fault } = faulty;
      if (fault.kind === 'hang') return; // the socket stays open until the client gives up
      if (fault.kind === 'status500') return send(response, 500, outcome('server error'));
      if (fault.kind === 'malformed') return send(response, 200, '{"resourceType":"Bundle","ent');
      if (fault.kind === 'huge') return streamHuge(response, fault.bytes);
      if (fault.kind === 'redirect') {
        response.writeHead(302, { location: fault.url });
        return response.end();
      }
      const pageLinkingTo = (next: string) =>
        send(response, 200, {
          resourceType: 'Bundle',
          type: 'searchset',
          link: [{ relation: 'next', url: next }],
          entry: [],
        });
      if (fault.kind === 'repeat') return pageLinkingTo(url.toString());
      if (fault.kind === 'nextLink') return pageLinkingTo(fault.url);
      if (fault.kind === 'status429') {
        return send(response, 429, outcome('too many requests'), {
          'retry-after': String(fault.retryAfterSeconds),
        });
      }
      const endless = new URL(url);
      endless.searchParams.set('_page', String(Number(url.searchParams.get('_page') ?? 0) + 1));
      setTimeout(() => pageLinkingTo(endless.toString()), fault.delayMs ?? 0);
      return;
    }
    if (behaviour.lastUpdated === 'refused' && url.searchParams.has('_lastUpdated')) {
      return send(response, 400, outcome('unsupported search parameter _lastUpdated'));
    }

    let found: Resource[];
    try {
      found = [...resources.values()].filter(
        (r) => r.resourceType === search.type && matches(r, url.searchParams),
      );
    } catch (error) {
      return send(response, 400, outcome((error as Error).message));
    }
    const count = Math.min(Number(url.searchParams.get('_count') ?? 50) || 50, MAX_COUNT);
    const offset = Number(url.searchParams.get('_offset') ?? 0) || 0;
    const page = found.slice(offset, offset + count).map((r) => served(r, behaviour, fhirBase));
    const elements = url.searchParams.get('_elements')?.split(',');
    const pageUrl = (at: number) => {
      const next = new URL(url);
      next.searchParams.set('_offset', String(at));
      return next.toString();
    };

    const included = new Map<string, Resource>();
    const includes = behaviour.include === 'ignored' ? [] : url.searchParams.getAll('_include');
    for (const name of includes) {
      const follow = INCLUDES[name];
      if (!follow) return send(response, 400, outcome(`unknown _include ${name}`));
      for (const resource of page) {
        for (const ref of follow(resource)) {
          const key = ref?.reference?.replace(`${fhirBase}/`, '');
          const target = key ? resources.get(key) : undefined;
          if (target) included.set(key!, served(target, behaviour, fhirBase));
        }
      }
    }
    const entry = (resource: Resource, mode: 'match' | 'include'): fhir4.BundleEntry => ({
      fullUrl: `${fhirBase}/${resource.resourceType}/${resource.id}`,
      resource: elements && mode === 'match' ? only(resource, elements) : resource,
      search: { mode },
    });
    const bundle: fhir4.Bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      total: found.length,
      link: [
        { relation: 'self', url: pageUrl(offset) },
        ...(offset + count < found.length
          ? [{ relation: 'next', url: pageUrl(offset + count) }]
          : []),
      ],
      entry: [
        ...page.map((r) => entry(r, 'match')),
        ...[...included.values()].map((r) => entry(r, 'include')),
      ],
    };
    send(response, 200, bundle);
  }

  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    answer(request, response, `http://${host}:${port}`);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));

  /** A resource as the server's behaviour writes it; the stored one is never changed. */
  function served(resource: Resource, style: PlanNetBehaviour, fhirBase: string): Resource {
    if (style.references === 'relative') return resource;
    const copy = structuredClone(resource);
    if (style.references === 'absolute') return absolute(copy, fhirBase);
    const named = namedBy(copy);
    if (!named) return copy;
    if (style.references === 'elsewhere') {
      const first = named.locations[0]?.reference;
      if (first && style.elsewhereBase) {
        named.locations.push({ reference: `${style.elsewhereBase}/${first}` });
      }
      return copy;
    }
    // 'contained': what the resource names travels inside it, under a local id.
    const contained: Resource[] = [];
    const inside = (reference: fhir4.Reference | undefined, id: string) => {
      const target = reference?.reference ? resources.get(reference.reference) : undefined;
      if (!reference || !target) return;
      contained.push({ ...structuredClone(target), id } as Resource);
      reference.reference = `#${id}`;
    };
    inside(named.who, 'who');
    named.locations.forEach((location, i) => inside(location, `location-${i}`));
    (copy as fhir4.DomainResource).contained = contained;
    return copy;
  }
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/fhir`,
    urlNamed: (name) => `http://${host}:${port}/${name}/fhir`,
    requests,
    fault(fault, { times = 1, when = () => true } = {}) {
      faults.push({ fault, left: times, when });
    },
    put(resource) {
      const stamped = {
        ...resource,
        meta: { ...resource.meta, lastUpdated: new Date().toISOString() },
      } as Resource;
      resources.set(`${resource.resourceType}/${resource.id}`, stamped);
    },
    remove(reference) {
      resources.delete(reference);
    },
    get: (reference) => resources.get(reference),
    behave(departures) {
      behaviour = { ...behaviour, ...departures };
    },
    reset() {
      load();
      requests.length = 0;
      faults = [];
      behaviour = WELL_BEHAVED;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The practitioner or organization a role or affiliation names, and its locations. */
function namedBy(resource: Resource) {
  if (resource.resourceType === 'PractitionerRole') {
    return { who: resource.practitioner, locations: (resource.location ??= []) };
  }
  if (resource.resourceType === 'OrganizationAffiliation') {
    return { who: resource.participatingOrganization, locations: (resource.location ??= []) };
  }
  return null;
}

/** Every relative reference of the resource, written as an absolute URL under `fhirBase`. */
function absolute<T>(value: T, fhirBase: string): T {
  if (Array.isArray(value)) value.forEach((item) => absolute(item, fhirBase));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    for (const [name, inner] of Object.entries(node)) {
      if (name === 'reference' && typeof inner === 'string' && /^[A-Za-z]+\/[^/]+$/.test(inner)) {
        node[name] = `${fhirBase}/${inner}`;
      } else absolute(inner, fhirBase);
    }
  }
  return value;
}

/** Whether a resource meets the search's parameters; an unknown parameter is refused. */
function matches(resource: Resource, params: URLSearchParams): boolean {
  for (const [name, value] of params) {
    if (name.startsWith('_') && name !== '_lastUpdated' && name !== '_id') continue;
    if (name === '_id' && !value.split(',').includes(resource.id ?? '')) return false;
    if (name === '_lastUpdated' && !updatedWithin(resource, value)) return false;
    if (name === 'identifier' && !hasToken(identifiersOf(resource), value)) return false;
    if (name === 'type' && !hasToken(typeCodings(resource), value)) return false;
    if (!['_id', '_lastUpdated', 'identifier', 'type'].includes(name))
      throw new Error(`unsupported search parameter ${name}`);
  }
  return true;
}

function updatedWithin(resource: Resource, value: string): boolean {
  const [, prefix = 'eq', date = ''] = /^(gt|ge|lt|le|eq)?(.+)$/.exec(value) ?? [];
  const bound = Date.parse(date);
  if (Number.isNaN(bound)) throw new Error(`_lastUpdated ${value} is not a date`);
  const updated = Date.parse(resource.meta?.lastUpdated ?? '');
  if (prefix === 'gt') return updated > bound;
  if (prefix === 'ge') return updated >= bound;
  if (prefix === 'lt') return updated < bound;
  if (prefix === 'le') return updated <= bound;
  return updated === bound;
}

/** `system|code`, `|code` or `code`, against codings or identifiers. */
function hasToken(tokens: { system?: string; code?: string }[], value: string): boolean {
  const [system, code] = value.includes('|') ? value.split('|') : [undefined, value];
  return tokens.some((t) => t.code === code && (system === undefined || t.system === system));
}

const identifiersOf = (resource: Resource) =>
  ((resource as { identifier?: fhir4.Identifier[] }).identifier ?? []).map((id) => ({
    system: id.system,
    code: id.value,
  }));

const typeCodings = (resource: Resource) =>
  ((resource as { type?: fhir4.CodeableConcept[] }).type ?? []).flatMap((t) => t.coding ?? []);

/** `_elements`: the named top-level elements, with the ones every resource keeps. */
function only(resource: Resource, elements: string[]): Resource {
  const keep = new Set(['resourceType', 'id', 'meta', ...elements]);
  return Object.fromEntries(
    Object.entries(resource).filter(([name]) => keep.has(name)),
  ) as unknown as Resource;
}

const ENTRY = JSON.stringify({
  resource: { resourceType: 'Organization', id: 'padding', name: 'x'.repeat(1000) },
  search: { mode: 'match' },
});

/** Writes a Bundle of about `bytes` as the client reads it, stopping when it hangs up. */
function streamHuge(response: ServerResponse, bytes: number) {
  response.writeHead(200, { 'content-type': 'application/fhir+json' });
  response.write('{"resourceType":"Bundle","type":"searchset","entry":[' + ENTRY);
  let sent = ENTRY.length;
  const more = () => {
    while (sent < bytes && !response.destroyed) {
      const chunk = `,${ENTRY}`.repeat(64);
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    if (!response.destroyed) response.end(']}');
  };
  more();
}
