/**
 * The large-screen breakpoint in CSS pixels (Tailwind's `lg`): the provider search lays out its
 * filters differently on each side of it. The browser asks its media query; the server, guessing
 * the first view's layout, compares the viewport width the browser reports.
 */
export const LARGE_SCREEN_MIN_WIDTH = 1024;
