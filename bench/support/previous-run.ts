import { readdirSync, readFileSync } from 'node:fs';
import type { BackendReport, Row } from './report.js';

/** A change past this, either way, is named: runs on a quiet machine vary by about a tenth. */
const NOTABLE = 0.25;

interface SavedRun {
  readonly date: string;
  readonly mode: string;
  readonly reports: BackendReport[];
}

/**
 * The scenarios of `reports` that moved by more than a quarter since the newest full run kept in
 * `folder` (bench/results/, this machine's): throughput as its ratio to the bare app measured in
 * the same run, so that a slower machine moves nothing, and batch scenarios by their seconds. A
 * list of a thousand tasks fell to a third for a day before anyone looked: this says so at once.
 */
export function changesSincePrevious(folder: URL, reports: readonly BackendReport[]): string[] {
  const previous = newestFullRun(folder);
  if (!previous) return [];
  const lines: string[] = [];
  for (const report of reports) {
    const before = new Map(
      byName(previous.reports.find((old) => old.backend === report.backend)?.rows ?? []),
    );
    for (const [name, row] of byName(report.rows)) {
      const change = relativeChange(before.get(name), row);
      if (change !== undefined && Math.abs(change) > NOTABLE)
        lines.push(`${report.backend}, ${name}: ${change > 0 ? 'better' : 'worse'} by ${percent(change)}`);
    }
  }
  return lines.length === 0 ? [] : [`Since the full run of ${previous.date}:`, ...lines];
}

/** Each row by its scenario, a repeated one (`  the same, minimal same stack`) with the one it follows. */
function byName(rows: readonly Row[]): [string, Row][] {
  let last = '';
  return rows.map((row) => {
    if (!row.scenario.startsWith(' ')) last = row.scenario;
    return [row.scenario.startsWith(' ') ? `${last} / ${row.scenario.trim()}` : row.scenario, row];
  });
}

/** Positive when `now` is better: a higher ratio to the bare app, or fewer seconds. */
function relativeChange(before: Row | undefined, now: Row): number | undefined {
  if (before?.ratioToBaseline && now.ratioToBaseline) return now.ratioToBaseline / before.ratioToBaseline - 1;
  if (before?.seconds && now.seconds) return before.seconds / now.seconds - 1;
  return undefined;
}

function newestFullRun(folder: URL): SavedRun | undefined {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  for (const name of names.sort().reverse()) {
    const run = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as SavedRun;
    if (run.mode === 'full') return run;
  }
  return undefined;
}

function percent(change: number): string {
  return `${Math.round(Math.abs(change) * 100)} %`;
}
