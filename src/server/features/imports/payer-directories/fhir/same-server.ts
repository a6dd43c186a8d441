// A reference may name a resource of the directory by its full URL
// ('https://payer.example/fhir/Practitioner/123') where Plan-Net's examples write
// 'Practitioner/123'. FHIR counts both as the same resource when the URL starts with the server's
// base, so the importer reads such URLs as relative ones; any other absolute URL names a resource
// of another server, which the importer never fetches (it would send our requests wherever a
// directory points them).

const RELATIVE = /^([A-Za-z]+\/[A-Za-z0-9\-.]{1,64})(?:\/_history\/[A-Za-z0-9\-.]{1,64})?$/;

/** Whether a reference is a URL of some server (not a relative, contained or `urn:` one). */
export const isWebAddress = (reference: string) => /^https?:\/\//i.test(reference);

/**
 * Rewrites, in place, every reference of `resource` (and of what it contains) that is a URL under
 * `baseUrl` into its relative form `Type/id`; other references are left as they are.
 */
export function relativeToBase<T>(resource: T, baseUrl: string): T {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  // Every page's resources pass through here: a plain walk, no copies.
  const rewrite = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) rewrite(item);
      return;
    }
    const node = value as Record<string, unknown>;
    for (const name in node) {
      const inner = node[name];
      if (typeof inner === 'object') rewrite(inner);
      else if (name === 'reference' && typeof inner === 'string' && isWebAddress(inner)) {
        node[name] = relativeOf(inner, base.origin, basePath) ?? inner;
      }
    }
  };
  rewrite(resource);
  return resource;
}

function relativeOf(reference: string, origin: string, basePath: string): string | null {
  if (!URL.canParse(reference)) return null;
  const url = new URL(reference);
  if (url.origin !== origin || url.search || url.hash) return null;
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  return RELATIVE.exec(url.pathname.slice(basePath.length + 1))?.[1] ?? null;
}
