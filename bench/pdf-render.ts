// Renders 1000 task-like records through ReactPdfRenderer (worker threads, as in the service) and
// prints wall time, CPU time and peak RSS. Run with
// `npx tsx bench/pdf-render.ts [records] [runs] [record|table|badges] [cjk|scripts]`, e.g.
// `50000 1 table`; `cjk` mixes Chinese, Japanese and Korean words in, printed in the fallback
// fonts; `scripts` mixes in words of the shaped scripts (Hindi, Bengali, Tamil, Thai, Khmer…) and
// emoji, which the fallback fonts print through fontkit's shaping.
// The machines are shared: wall time follows their load, CPU time (all threads) much less.

import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument, RecordSheet, TableRow } from '../application/printing/ports/pdf-renderer.js';

const recordCount = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 3);
const layout = process.argv[4] === 'table' || process.argv[4] === 'badges' ? process.argv[4] : 'records';

/** Each alphabet's letters, split once: splitting one per letter drawn made the rows cost the main thread seconds. */
const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyzéèàüößçñ',
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ',
  'абвгдежзийклмнопрстуфхцчшщъыьэюя',
  ...(process.argv[5] === 'cjk'
    ? [
        '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年',
        'あいうえおかきくけこさしすせそアイウエオ日本語',
        '가나다라마바사아자차카타파하한국어회의',
      ]
    : []),
].map((letters) => [...letters]);

/** A fixed seed: every run prints the same, mostly distinct, words. */
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Whole words, not letters: shaped scripts put vowel signs and viramas only where words have them. */
const SHAPED_WORDS =
  'क्षत्रिय हिन्दी कार्य सूची বাংলা তালিকা ਪੰਜਾਬੀ ગુજરાતી தமிழ் தேவை తెలుగు ಕನ್ನಡ മലയാളം සිංහල ภาษาไทย ทำ ខ្មែរ မြန်မာ 🎉 👍🏽 🇫🇷'.split(
    ' ',
  );

function words(length: number): string {
  let text = '';
  while (text.length < length) {
    if (process.argv[5] === 'scripts' && random() < 0.5) {
      text += text === '' ? pick(SHAPED_WORDS) : ` ${pick(SHAPED_WORDS)}`;
      continue;
    }
    const alphabet = pick(ALPHABETS);
    const word = Array.from({ length: 2 + Math.floor(random() * 9) }, () => pick(alphabet)).join('');
    text += text === '' ? word : ` ${word}`;
  }
  return text;
}

function task(id: number): RecordSheet {
  const code = `TASK-${String(id).padStart(5, '0')}`;
  return {
    heading: `Task ${code}`,
    reference: `Task ${code} (ID ${id})`,
    fields: [
      { label: 'ID', value: String(id) },
      { label: 'Code', value: code },
      { label: 'Label', value: words(60) },
      { label: 'Description', value: words(300) },
      { label: 'Status', value: pick(['To do', 'In progress', 'Done']) },
      { label: 'Priority', value: pick(['Low', 'Normal', 'High']) },
      { label: 'Tags', value: `${words(8)}, ${words(8)}, ${words(8)}` },
      { label: 'Nomenclature', value: words(25) },
      { label: 'Created', value: `${(id % 28) + 1} Jan 2025, 10:00 UTC by admin` },
      { label: 'Last modified', value: '1 Feb 2025, 10:00 UTC by ελένη' },
    ],
  };
}

/** The table's columns for tasks: Code, Label, Status, Priority, Due, Assigned to, Tags. */
function row(id: number): TableRow {
  const code = `TASK-${String(id).padStart(5, '0')}`;
  return {
    reference: `Task ${code} (ID ${id})`,
    cells: [
      code,
      words(40),
      pick(['To do', 'In progress', 'Done']),
      pick(['Low', 'Normal', 'High']),
      `${(id % 28) + 1} Mar 2026`,
      words(12),
      `${words(8)} (${words(3)}), ${words(8)} (${words(3)})`,
    ],
  };
}

const header = {
  title: 'Tasks',
  subtitle: `${recordCount} tasks · printed 24 Nov 2026, 16:18 UTC by admin`,
  emptyMessage: 'There are no tasks.',
};
/** Rows made a batch at a time as the renderer asks, as the service reads them: never all at once. */
async function* tableRows(): AsyncIterable<readonly TableRow[]> {
  seed = 42;
  for (let first = 1; first <= recordCount; first += 1000) {
    const size = Math.min(1000, recordCount - first + 1);
    yield Array.from({ length: size }, (_, index) => row(first + index));
  }
}

const document = (): PrintDocument =>
  layout === 'badges'
    ? {
        layout,
        title: 'Badges',
        emptyMessage: 'There are no contacts on this badge.',
        badges: Array.from({ length: recordCount }, () => ({
          title: 'Summit 2026',
          name: `${words(8)} ${words(12)}`,
          company: words(24),
        })),
      }
    : layout === 'table'
      ? {
          ...header,
          layout,
          columns: ['Code', 'Label', 'Status', 'Priority', 'Due', 'Assigned to', 'Tags'].map(
            (label, index) => ({
              label,
              weight: [2, 4.5, 1.6, 1.3, 1.7, 2.2, 3.5][index]!,
            }),
          ),
          rows: tableRows(),
        }
      : { ...header, layout, records: Array.from({ length: recordCount }, (_, index) => task(index + 1)) };

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const renderer = new ReactPdfRenderer({ workers: 1 });
try {
  for (let run = 1; run <= runs; run += 1) {
    const printed = document();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const pdf = await renderer.render(printed);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const note = run === 1 ? ' (includes starting the worker)' : '';
    process.stdout.write(
      `run ${run}: ${recordCount} records (${layout} layout), ${(pdf.byteLength / 1e6).toFixed(1)} MB PDF in ${seconds.toFixed(2)} s, ` +
        `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s${note}\n`,
    );
  }
} finally {
  clearInterval(sampler);
  await renderer.close();
}
process.stdout.write(`peak RSS of the process (main thread and worker): ${(peakRss / 1e6).toFixed(0)} MB\n`);
