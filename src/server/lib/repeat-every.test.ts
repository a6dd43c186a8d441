import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeat-every';

describe('repeatEvery', () => {
  it('runs once at start, so work that fell due while no instance ran is not left waiting', async () => {
    let rounds = 0;
    const repeat = repeatEvery(
      60_000,
      async () => {
        rounds += 1;
      },
      () => undefined,
    );
    await repeat.stop();
    expect(rounds).toBe(1);
  });

  it('reports a failing round and goes on', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const repeat = repeatEvery(
      5,
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await repeat.stop();
    expect(errors).toHaveLength(1);
    expect(rounds).toBeGreaterThan(1);
  });
});
