import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { SessionUser } from '@client/lib/session-user';
import type { CurrentUser } from '@shared/api/auth';
import { createQueryClient } from '@client/lib/query-client';
import { aFamily } from '../../../tests/support/current-user';
import { buildProfile } from '../../../tests/support/profile-fixtures';
import { pageLoader } from './page-loaders';

// What a page's loader asks the server for before the page opens, and what it does when the
// server cannot answer. The browser spec proves the error page it leads to.

const parent = aFamily();

let fetchSpy: MockInstance<typeof fetch>;
const asked = () => fetchSpy.mock.calls.map(([url]) => String(url));
/** The server's answers by path; anything else is a 404. */
function serverAnswers(answers: Record<string, Response>) {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((url) =>
      Promise.resolve(answers[String(url)] ?? new Response(null, { status: 404 })),
    );
}
beforeEach(() => serverAnswers({}));
afterEach(() => vi.restoreAllMocks());

/** The caches a loader reads: the session's user, and the query cache. */
const cachesOf = (user: CurrentUser | null, queryClient = createQueryClient(() => undefined)) => ({
  session: new SessionUser(user),
  queryClient: () => Promise.resolve(queryClient),
});

const run = (loader: ReturnType<typeof pageLoader>, path: string, params = {}) =>
  loader({
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
    unstable_pattern: path,
  } as unknown as Parameters<ReturnType<typeof pageLoader>>[0]);

// A page's module is compiled on first use, which in a cold test worker takes seconds.
describe('a page loader', { timeout: 20_000 }, () => {
  it("fills the cache with the page's data before it opens, under the page's own key", async () => {
    serverAnswers({ '/api/appointment-requests': Response.json([]) });
    const queryClient = createQueryClient(() => undefined);
    const caches = cachesOf(parent, queryClient);
    await run(pageLoader(caches, '/appointments'), '/appointments');
    expect(queryClient.getQueryData(appointmentRequestsQueryOptions().queryKey)).toEqual([]);
    expect(asked()).toEqual(['/api/appointment-requests']);

    // Opened again, the page's data is in the cache: nothing is asked.
    await run(pageLoader(caches, '/appointments'), '/appointments');
    expect(asked()).toHaveLength(1);
  });

  it("asks nothing for a page the visitor does not see there (the landing page is at '/')", async () => {
    const caches = cachesOf(null);
    const loadQueries = vi.spyOn(caches, 'queryClient');
    await run(pageLoader(caches, '/appointments'), '/appointments');
    await run(pageLoader(caches, '/'), '/');
    expect(asked()).toEqual([]);
    // Nor is the query cache loaded for them: the landing page goes without it.
    expect(loadQueries).not.toHaveBeenCalled();
  });

  it('asks the server who is signed in only when nobody has said yet', async () => {
    serverAnswers({
      '/api/auth/user': Response.json(parent),
      '/api/profile': Response.json(buildProfile()),
    });
    const caches = { ...cachesOf(null), session: new SessionUser() };
    await run(pageLoader(caches, '/profile'), '/profile');
    expect(caches.session.get()).toEqual(parent);
    expect(asked()).toEqual(['/api/auth/user', '/api/profile']);
  });

  it('sends a family whose profile says enough past the first-run step, before it renders', async () => {
    const queryClient = createQueryClient(() => undefined);
    const caches = cachesOf(parent, queryClient);
    serverAnswers({ '/api/profile': Response.json(buildProfile({ zipCode: null })) });
    await expect(run(pageLoader(caches, '/welcome'), '/welcome')).resolves.toBeNull();

    queryClient.clear();
    serverAnswers({ '/api/profile': Response.json(buildProfile()) });
    const sent = await Promise.resolve(run(pageLoader(caches, '/welcome'), '/welcome')).catch(
      (thrown: unknown) => thrown,
    );
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(302);
    expect((sent as Response).headers.get('location')).toBe('/home?tab=list');
    // In place of the step: going back from the providers does not land on it again.
    expect((sent as Response).headers.get('x-remix-replace')).toBe('true');
  });

  it('fails when a page that needs its data cannot have it, so its error page shows', async () => {
    serverAnswers({ '/api/care-basket': Response.json({ message: 'down' }, { status: 503 }) });
    const queryClient = createQueryClient(() => undefined);
    const caches = cachesOf(parent, queryClient);
    await expect(run(pageLoader(caches, '/care-basket'), '/care-basket')).rejects.toThrow();
  });

  it('leaves a failure to the page that words it itself (a reply link that has expired)', async () => {
    serverAnswers({
      '/api/provider-replies/tok_old': Response.json({ message: 'gone' }, { status: 410 }),
    });
    const queryClient = createQueryClient(() => undefined);
    const caches = cachesOf(null, queryClient);
    const path = '/provider-reply/tok_old';
    await expect(
      run(pageLoader(caches, '/provider-reply/:token'), path, { token: 'tok_old' }),
    ).resolves.toBeNull();
    expect(asked()).toEqual(['/api/provider-replies/tok_old']);
    expect(queryClient.getQueryState(['/api/provider-replies', 'tok_old'])?.status).toBe('error');
  });
});
