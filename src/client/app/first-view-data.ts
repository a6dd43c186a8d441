import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';

/**
 * The first view's data the server wrote into the page, or null where it wrote none (the
 * development server's HTML): then the queries ask the API as usual.
 */
export function readFirstViewData(): FirstViewData | null {
  const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstViewData;
  } catch {
    return null;
  }
}
