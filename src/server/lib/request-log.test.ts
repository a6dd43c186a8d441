import { describe, expect, it } from 'vitest';
import { loggedPath, PAGE_ROUTE } from './request-log';

describe('the path a request log line shows', () => {
  it('is a route with parameters by its pattern, so no id or token is written', () => {
    expect(
      loggedPath({
        url: '/api/provider-replies/secret?x=1',
        routeOptions: { url: '/api/provider-replies/:token' },
      }),
    ).toBe('/api/provider-replies/:token');
    expect(loggedPath({ url: '/api/profile?q=x', routeOptions: { url: '/api/profile' } })).toBe(
      '/api/profile',
    );
  });

  it('is a page by its first segment, whether the page route or no route answered', () => {
    for (const routeOptions of [{ url: PAGE_ROUTE }, {}]) {
      expect(loggedPath({ url: '/home?tab=list', routeOptions })).toBe('/home');
      expect(loggedPath({ url: '/provider-reply/secret-token', routeOptions })).toBe(
        '/provider-reply/*',
      );
      expect(loggedPath({ url: '/someone%40example.org', routeOptions })).toBe('/*');
    }
  });
});
