import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readTab } from '@shared/rules/search-params';
import { signedInPageOf } from '@shared/page-routes';
import {
  ENGLISH_PAGE_WORDS,
  PROVIDER_MAP,
  QUERY_LAYER,
  SIGNED_IN_LAYOUT,
} from '@shared/first-view-modules';

/** One entry of Vite's build manifest (`dist/pages/client/.vite/manifest.json`), the parts we read. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The client modules a signed-in first view of `url` loads on demand: the layout, the page, their
 * words and query cache, and on /home's map tab (the default) the map. Nothing for other paths.
 */
export function firstViewModules(url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = signedInPageOf(pathname)?.module;
  if (!page) return [];
  const onMap = pathname === '/home' && readTab(searchParams) === 'map';
  const modules = [SIGNED_IN_LAYOUT, page, ENGLISH_PAGE_WORDS, QUERY_LAYER];
  return onMap ? [...modules, PROVIDER_MAP] : modules;
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
 * The chunks `modules` need, each once: what the page fetches while it boots, instead of one
 * round trip after another (the first script, then the layout, then the page).
 */
export function firstViewChunks(
  manifest: ClientManifest,
  modules: readonly string[],
): FirstViewChunks {
  const chunks: FirstViewChunks = { scripts: [], styles: [] };
  for (const key of closure(manifest, modules)) {
    const chunk = manifest[key]!;
    chunks.scripts.push(`/${chunk.file}`);
    chunks.styles.push(...(chunk.css ?? []).map((css) => `/${css}`));
  }
  return chunks;
}

/** The build's manifest, or undefined when the build has none (tests' stand-in builds). */
export function readClientManifest(clientDir: string): ClientManifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : undefined;
}
