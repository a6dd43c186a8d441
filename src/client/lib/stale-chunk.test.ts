import { describe, expect, it } from 'vitest';
import { isStaleChunkError, mayReload, RELOAD_KEY, RELOAD_WINDOW_MS } from './stale-chunk';

/** A sessionStorage of its own per test. */
function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const NOW = Date.UTC(2026, 10, 28, 5, 0);

describe('mayReload', () => {
  it('allows the first reload and records its time', () => {
    const kept = storage();
    expect(mayReload(kept, NOW)).toBe(true);
    expect(kept.items.get(RELOAD_KEY)).toBe(String(NOW));
  });

  it('refuses a second within the window, however often asked: no loop', () => {
    const kept = storage();
    expect(mayReload(kept, NOW)).toBe(true);
    expect(mayReload(kept, NOW + 1_000)).toBe(false);
    expect(mayReload(kept, NOW + RELOAD_WINDOW_MS - 1)).toBe(false);
    // Refusing does not move the window on.
    expect(kept.items.get(RELOAD_KEY)).toBe(String(NOW));
  });

  it('allows one again once the window has passed (a later deploy)', () => {
    const kept = storage({ [RELOAD_KEY]: String(NOW) });
    expect(mayReload(kept, NOW + RELOAD_WINDOW_MS)).toBe(true);
    expect(mayReload(kept, NOW + RELOAD_WINDOW_MS + 1)).toBe(false);
  });

  it('counts a time ahead of now as recent (a clock set back)', () => {
    expect(mayReload(storage({ [RELOAD_KEY]: String(NOW + 60_000) }), NOW)).toBe(false);
  });

  it('treats a value that is not a time as no reload yet', () => {
    expect(mayReload(storage({ [RELOAD_KEY]: 'garbage' }), NOW)).toBe(true);
  });

  it('refuses when the storage cannot be written: a reload it cannot count could loop', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(mayReload(full, NOW)).toBe(false);
  });
});

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://care.example/assets/profile-page-DUGZtW2V.js',
    'error loading dynamically imported module: https://care.example/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-DQWxvPTH.css',
  ])('knows %s', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it('is false for any other error, and for what is not an error', () => {
    expect(
      isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
    expect(isStaleChunkError(new RangeError('Invalid time value'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
