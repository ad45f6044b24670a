// What the fallback fonts cost when they are first read: a render worker opens a face only when a
// document holds its script, so each case prints its first document in a process of its own and
// reports the time of that print (with the worker's start) and the process's RSS before it and at
// its peak. `npx tsx bench/print-fonts.ts [runs]` (default 3) prints each case's median.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument } from '../application/printing/ports/pdf-renderer.js';
import { SCRIPT_SAMPLES } from './support/script-samples.js';

const sample = (script: string) => SCRIPT_SAMPLES.filter(([name]) => name === script);

/** One page of a record in DejaVu Sans alone; then scripts that each open one face more, then all. */
const CASES: Record<string, readonly (readonly [string, string])[]> = {
  'Latin, Greek, Cyrillic (DejaVu Sans only)': SCRIPT_SAMPLES.slice(0, 3),
  'Hindi (+ Noto Sans Devanagari)': sample('Hindi'),
  'Chinese (+ Noto Sans SC)': sample('Chinese'),
  'emoji (+ Noto Emoji)': sample('Emoji'),
  'every script (every face)': SCRIPT_SAMPLES,
};

function document(samples: readonly (readonly [string, string])[]): PrintDocument {
  return {
    layout: 'records',
    title: 'Tasks',
    subtitle: `${samples.length} tasks`,
    emptyMessage: 'There are no tasks.',
    records: samples.map(([script, sentence], index) => ({
      heading: script,
      reference: `Task S-${index + 1} (ID ${index + 1})`,
      fields: [
        { label: 'Label', value: sentence },
        { label: 'Description', value: Array.from({ length: 8 }, () => sentence).join(' ') },
      ],
    })),
  };
}

interface Sample {
  readonly seconds: number;
  readonly rssBefore: number;
  readonly rssPeak: number;
}

async function firstPrint(name: string): Promise<Sample> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 10);
  const renderer = new ReactPdfRenderer({ workers: 1 });
  const started = performance.now();
  await renderer.render(document(CASES[name]!));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  await renderer.close();
  return { seconds, rssBefore, rssPeak };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

const child = process.argv[2] === '--case' ? process.argv[3] : undefined;
if (child) {
  process.stdout.write(JSON.stringify(await firstPrint(child)));
} else {
  const runs = Number(process.argv[2] ?? 3);
  const file = fileURLToPath(import.meta.url);
  for (const name of Object.keys(CASES)) {
    const samples = Array.from({ length: runs }, (): Sample => {
      const { stdout, status } = spawnSync(process.execPath, [...process.execArgv, file, '--case', name], {
        encoding: 'utf8',
      });
      if (status !== 0) throw new Error(`${name}: the child failed`);
      return JSON.parse(stdout) as Sample;
    });
    process.stdout.write(
      `${name}: first print ${median(samples.map((sample) => sample.seconds)).toFixed(2)} s, ` +
        `RSS ${mb(median(samples.map((sample) => sample.rssBefore)))} before, ` +
        `peak ${mb(median(samples.map((sample) => sample.rssPeak)))} (medians of ${runs})\n`,
    );
  }
}
