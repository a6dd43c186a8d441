import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

describe('GET /api/health when the database is gone', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 503 and names the database', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await ctx.database.close();
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
  });
});
