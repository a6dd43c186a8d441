import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readTab } from '@shared/rules/search-params';
import { signedInPageOf } from '@shared/page-routes';

/** One entry of Vite's build manifest (`dist/client/.vite/manifest.json`), the parts we read. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

const SIGNED_IN_LAYOUT = 'src/client/app/signed-in-layout.tsx';
export const PROVIDER_MAP = 'src/client/features/providers/map/provider-map.tsx';
/** Files the first view's data under its queries' keys, before the page renders. */
const FIRST_VIEW_SEED = 'src/client/app/first-view-seed.ts';
/** Where a family's provider search starts, which the boot reads before the search renders. */
const PROFILE_SEARCH_ADDRESS = 'src/client/app/profile-search-address.ts';
/** The browser's Spanish words, a chunk of their own. */
export const SPANISH_CATALOG = 'src/client/i18n/catalog-es.ts';
/** The English words of the pages beyond the landing page, which every such page loads. */
const ENGLISH_PAGE_WORDS = 'src/client/i18n/catalog-en.ts';

/**
 * The client modules a signed-in first view of `url` needs: the layout, the page, their words, what
 * files its data, on /home where its search starts, and on /home's map tab (the default) the map.
 * Nothing for other paths.
 */
export function firstViewModules(url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = signedInPageOf(pathname)?.module;
  if (!page) return [];
  const onMap = pathname === '/home' && readTab(searchParams) === 'map';
  const search = pathname === '/home' ? [PROFILE_SEARCH_ADDRESS] : [];
  return [
    SIGNED_IN_LAYOUT,
    page,
    ENGLISH_PAGE_WORDS,
    FIRST_VIEW_SEED,
    ...search,
    ...(onMap ? [PROVIDER_MAP] : []),
  ];
}

/** A manifest key and every chunk it imports statically, directly or not. */
function closure(manifest: ClientManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The scripts and the styles of a first view's chunks, as the page addresses them. */
export interface FirstViewChunks {
  scripts: string[];
  styles: string[];
}

/**
 * The chunks `modules` need beyond what index.html loads anyway, each once: what the page fetches
 * while it boots, instead of one round trip after another (the session check, then the layout,
 * then the page).
 */
export function firstViewChunks(
  manifest: ClientManifest,
  modules: readonly string[],
): FirstViewChunks {
  const loaded = closure(manifest, ['index.html']);
  const chunks: FirstViewChunks = { scripts: [], styles: [] };
  for (const key of closure(manifest, modules)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    chunks.scripts.push(`/${chunk.file}`);
    chunks.styles.push(...(chunk.css ?? []).map((css) => `/${css}`));
  }
  return chunks;
}

/** `<link rel="modulepreload">` tags: the scripts are fetched, and run when imported. */
export const scriptPreloadTags = (scripts: readonly string[]) =>
  scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');

/** Styles are preloaded, not applied: the lazy route that needs them applies them. */
export const stylePreloadTags = (styles: readonly string[]) =>
  styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('');

/**
 * `<link rel="preconnect">` tags for the map's tile server: the first tiles are the largest thing
 * on a map page and come from another origin, whose connection can open while the scripts load.
 * `{s}` stands for Leaflet's subdomains a, b and c. Nothing for a template that is not a URL.
 */
export function tilePreconnectTags(tileUrl: string): string {
  try {
    const origins = new Set(
      ['a', 'b', 'c'].map((subdomain) => new URL(tileUrl.replaceAll('{s}', subdomain)).origin),
    );
    return [...origins].map((origin) => `<link rel="preconnect" href="${origin}">`).join('');
  } catch {
    return '';
  }
}

/** The build's manifest, or undefined when the build has none (tests' stand-in builds). */
export function readClientManifest(clientDir: string): ClientManifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : undefined;
}
