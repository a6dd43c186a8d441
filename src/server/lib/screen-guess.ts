import type { IncomingHttpHeaders } from 'node:http';

/**
 * A phone or a small tablet, as far as the request tells (Chromium's hint, or the user agent).
 * The server's first view is laid out for it; the browser follows its real screen once running.
 */
export function looksLikeSmallScreen(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|Android|iPhone/i.test(agent);
}
