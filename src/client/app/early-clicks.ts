import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by after-first-paint.js: the taps on the server's page made before the app listened. */
    takeEarlyClicks?: () => EventTarget[];
  }
}

/** A tap as the browser reports it: the pointer and mouse events before the click. */
function tap(target: Element) {
  const init = { bubbles: true, cancelable: true, button: 0 };
  // Tabs and menus answer the press (pointerdown or mousedown), buttons the click.
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
}

/**
 * Taps made on the page the server rendered, before the app had taken it over, made again once it
 * has: rendered where the page's content is, so its effect runs when that content is hydrated.
 * They are made after the next paint, once the page's own first effects have settled (the search
 * taking the profile's services, say), as a tap that came that late would be; each in a task of
 * its own, so a second tap on 'Add' finds the first one's answer under way, as it would have.
 * A tap on something hydration replaced (a layout guessed wrong) has nothing left to act on.
 * Marks the page `data-hydrated` once the app has taken it over.
 */
export function ReplayEarlyClicks(): null {
  useEffect(() => {
    // The page is the app's from now on, which browser tests wait for before tapping.
    document.documentElement.dataset.hydrated = '';
    const targets = window.takeEarlyClicks?.() ?? [];
    if (targets.length === 0) return;
    requestAnimationFrame(() => {
      targets.forEach((target, index) =>
        setTimeout(() => {
          if (target instanceof Element && target.isConnected) tap(target);
        }, index * 50),
      );
    });
  }, []);
  return null;
}
