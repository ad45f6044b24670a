import type { ServiceChild } from './service-child.js';

/** Sequential reads until `until` settles; their latencies in ms. */
export async function readsUntil(
  service: ServiceChild,
  token: string,
  path: string,
  until: Promise<unknown>,
): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const timed = await service.timed('GET', path, token);
    if (timed.status !== 200) throw new Error(`read failed: ${timed.status}`);
    latencies.push(timed.ms);
  }
  return latencies;
}

/** One line: how many reads, their median, 99th percentile and slowest. */
export function latencySummary(what: string, latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${what}: ${sorted.length} reads, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}
