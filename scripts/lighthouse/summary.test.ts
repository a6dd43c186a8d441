import { describe, expect, it } from 'vitest';
import { median, medianMetrics, missedTargets, summaryTable } from './summary';

const run = (score: number, lcp: number, tbt: number) => ({ score, lcp, tbt, cls: 0, fcp: 900 });

describe('the Lighthouse summary', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each metric’s median on its own', () => {
    expect(medianMetrics([run(80, 3000, 100), run(95, 2000, 400), run(90, 2500, 250)])).toEqual(
      run(90, 2500, 250),
    );
  });

  it('names each part of the target a page misses', () => {
    const target = { minScore: 90, maxLcp: 2500, maxTbt: 200 };
    expect(missedTargets(run(90, 2500, 200), target)).toEqual([]);
    expect(missedTargets(run(89, 2501, 201), target)).toEqual(['score', 'LCP', 'TBT']);
    expect(missedTargets(run(94, 9000, 900), { minScore: 95 })).toEqual(['score']);
  });

  it('prints one aligned row per page with the target and the verdict', () => {
    const table = summaryTable([
      { page: '/', metrics: run(96, 1800, 20), target: { minScore: 95 } },
      {
        page: '/home (list)',
        metrics: run(88, 2700, 150),
        target: { minScore: 90, maxLcp: 2500, maxTbt: 200 },
      },
    ]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^\/ +96 +1\.8 s +20 ms +0\.000 +0\.9 s +score >= 95 +pass$/);
    expect(table[2]).toMatch(/score >= 90, LCP <= 2\.5 s, TBT <= 200 ms +FAIL \(score, LCP\)$/);
    expect(table[0]!.indexOf('score')).toBe(table[1]!.indexOf('96'));
  });
});
