import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by after-first-paint.js: the taps on the server's page made before the app listened. */
    takeEarlyClicks?: () => EventTarget[];
  }
}

/**
 * Taps made on the page the server rendered, before the app had taken it over, made again once it
 * has: rendered where the page's content is, so its effect runs when that content is hydrated.
 * They are made after the next paint, once the page's own first effects have settled (the search
 * taking the profile's services, say), as a tap that came that late would be.
 */
export function ReplayEarlyClicks(): null {
  useEffect(() => {
    const targets = window.takeEarlyClicks?.() ?? [];
    if (targets.length === 0) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const target of targets) {
          if (target instanceof Element && target.isConnected)
            target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
      }, 0),
    );
  }, []);
  return null;
}
