import type { LoadResult } from '../support/autocannon-run.js';

/** One scenario's alternating runs: ours, theirs, ours, theirs… */
export interface PeerPairs {
  readonly scenario: string;
  readonly pairs: readonly { readonly ours: LoadResult; readonly theirs: LoadResult }[];
}

const COLUMNS: [string, number][] = [
  ['scenario', 44],
  ['ours req/s', 11],
  ['Directus', 10],
  ['× req/s', 8],
  ['ours p99', 9],
  ['Directus', 9],
  ['× p99', 7],
  ['failed', 7],
];

/**
 * One line per scenario: each side's median throughput and p99 over the pairs, and the median of
 * the pairs' ratios ours / Directus (above 1 for throughput, below 1 for p99: ours is better).
 */
export function ratioTable(title: string, scenarios: readonly PeerPairs[]): string {
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]![1]) : cell.padStart(COLUMNS[i]![1]))).join(' ');
  const rows = scenarios.map(({ scenario, pairs }) => {
    const ours = pairs.map((pair) => pair.ours);
    const theirs = pairs.map((pair) => pair.theirs);
    return line([
      scenario,
      median(ours.map((run) => run.requestsPerSecond)).toFixed(0),
      median(theirs.map((run) => run.requestsPerSecond)).toFixed(0),
      median(pairs.map((pair) => pair.ours.requestsPerSecond / pair.theirs.requestsPerSecond)).toFixed(2),
      `${median(ours.map((run) => run.p99Ms)).toFixed(0)} ms`,
      `${median(theirs.map((run) => run.p99Ms)).toFixed(0)} ms`,
      median(pairs.map((pair) => pair.ours.p99Ms / pair.theirs.p99Ms)).toFixed(2),
      String(failures(pairs)),
    ]);
  });
  return [`\n${title}`, line(COLUMNS.map(([name]) => name)), ...rows].join('\n');
}

/** Wrong statuses and connection errors on either side; a run that answered nothing counts too. */
export function failures(pairs: PeerPairs['pairs']): number {
  const of = (run: LoadResult) => (run.requests === 0 ? 1 : run.failures);
  return pairs.reduce((sum, pair) => sum + of(pair.ours) + of(pair.theirs), 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
