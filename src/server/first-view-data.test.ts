import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstViewData } from '@shared/api/first-view';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';
import { createAccount } from '../../tests/support/accounts';
import { firstViewData } from './first-view-data';
import type { ProviderIndexSync } from './features/providers/search-index/index-sync';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('firstViewData', () => {
  it("leaves the map's first answer and the search's surroundings to the browser when they cannot be made, without the error's text", async () => {
    const account = await createAccount(ctx);
    const logged: unknown[] = [];
    const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
    const page = Fastify({ logger: { level: 'warn', stream } });
    await page.register(cookie, { secret: ctx.config.SESSION_SECRET });
    // The search index fails, as a lost database connection would make it.
    const searchIndex = {
      current: () => Promise.reject(new Error('connection lost: parent@example.org')),
    } as unknown as ProviderIndexSync;
    const dataOf = firstViewData({ db: ctx.database.db, config: ctx.config, searchIndex });
    page.get('/home', (request) => dataOf(request, { smallScreen: false }));

    const answer = await page.inject({ url: '/home', headers: { cookie: account.cookie } });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<FirstViewData>();
    expect(data.user?.id).toBe(account.id);
    expect(data.map).toBeUndefined();
    expect(data.facets).toBeUndefined();
    expect(JSON.stringify(logged)).toContain('first map answer failed');
    expect(JSON.stringify(logged)).toContain('search facets failed');
    expect(JSON.stringify(logged)).not.toContain('parent@example.org');
    await page.close();
  });
});
