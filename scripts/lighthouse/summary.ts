/** The numbers kept from one Lighthouse run: the score out of 100, times in ms, CLS unitless. */
export interface RunMetrics {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** A page's budget: the least score, and optionally the most LCP and TBT (ms). */
export interface Target {
  minScore: number;
  maxLcp?: number;
  maxTbt?: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs, taken on its own (Lighthouse's variance is per metric). */
export function medianMetrics(runs: readonly RunMetrics[]): RunMetrics {
  const of = (key: keyof RunMetrics) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), fcp: of('fcp') };
}

/** The parts of the target the metrics miss, in words; empty when it is met. */
export function missedTargets(metrics: RunMetrics, target: Target): string[] {
  const missed: string[] = [];
  if (metrics.score < target.minScore) missed.push('score');
  if (target.maxLcp !== undefined && metrics.lcp > target.maxLcp) missed.push('LCP');
  if (target.maxTbt !== undefined && metrics.tbt > target.maxTbt) missed.push('TBT');
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeTarget(target: Target): string {
  return [
    `score >= ${target.minScore}`,
    ...(target.maxLcp === undefined ? [] : [`LCP <= ${seconds(target.maxLcp)}`]),
    ...(target.maxTbt === undefined ? [] : [`TBT <= ${target.maxTbt} ms`]),
  ].join(', ');
}

/** One row per page: the medians, the target and whether it holds, as aligned plain text. */
export function summaryTable(
  rows: readonly { page: string; metrics: RunMetrics; target: Target }[],
): string {
  const cells = [
    ['page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'target', 'result'],
    ...rows.map(({ page, metrics, target }) => {
      const missed = missedTargets(metrics, target);
      return [
        page,
        String(Math.round(metrics.score)),
        seconds(metrics.lcp),
        `${Math.round(metrics.tbt)} ms`,
        metrics.cls.toFixed(3),
        seconds(metrics.fcp),
        describeTarget(target),
        missed.length ? `FAIL (${missed.join(', ')})` : 'pass',
      ];
    }),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
