// A tab opened before a deploy asks for the old build's scripts, whose hashed names the new build
// no longer has: loading a page then fails. Reloading fetches the new build, so the first such
// failure reloads the page; a second within a few minutes means the deploy itself is broken, and
// the error page shows instead of reloading again and again (docs/product.md#page-errors).

/** Where the time of the last reload is kept: sessionStorage outlives the reload, not the tab. */
export const RELOAD_KEY = 'acf.staleChunkReload';
/** No second reload within this long of the first. */
export const RELOAD_WINDOW_MS = 5 * 60 * 1000;

// How each browser says that a script of a dynamic import could not be fetched (Chromium,
// Firefox, Safari), and how Vite says that a page's stylesheet could not be.
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether `error` is a script or stylesheet of the app that could not be loaded. */
export function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error && CHUNK_FAILURES.some((failure) => error.message.includes(failure))
  );
}

/**
 * Whether a reload may be tried now, and if so records it. Never clears the record, even once a
 * page loads: a page that loads while a later one keeps failing would reload without end. When
 * the storage cannot be read or written, no reload: it could not be counted.
 */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    // A time ahead of now (the clock was set back) counts as recent.
    if (last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

let reloading = false;

/**
 * Reloads the page for a script that could not be loaded, once per window; true while the page
 * is reloading, false when the error page should show. Offline, a reload would only trade the
 * app for the browser's own error page, so it waits for 'Try again'. `destination` is the address
 * the page was opening, where a navigation had not reached it yet (a route's loader fetching
 * the page's script): the reload goes there, not back to the page being left.
 */
export function reloadForStaleChunk(destination?: string): boolean {
  if (reloading) return true;
  if (!navigator.onLine) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!mayReload(storage, Date.now())) return false;
  reloading = true;
  if (destination) window.location.assign(destination);
  else window.location.reload();
  return true;
}

/**
 * A `lazy()` or route loader's import that reloads the page (at `destination`, if given) when its
 * script is gone: meanwhile the import never settles, so the page waits in its loading state
 * rather than flashing the error page. Any other failure, or a second one, reaches the error page.
 */
export function reloadingWhenStale<T>(
  load: () => Promise<T>,
  destination?: string,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isStaleChunkError(error) && reloadForStaleChunk(destination))
        return new Promise<T>(() => {});
      throw error;
    });
}
