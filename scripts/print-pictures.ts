// `npm run print:pictures [folder]`: one document with a record per script people type, printed
// through the service's renderer a page per record and as a table, each PDF turned into PNG pages
// at 80 dpi with poppler's pdftoppm (`apt-get install poppler-utils`), to look at: shaping
// (Indic conjuncts and reordered vowels, Thai marks), right-to-left lines right-aligned, emoji as
// outlines, a 300-letter word broken inside the margin, no missing-glyph boxes. Default folder:
// .scratch/print-pictures (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReactPdfRenderer } from '../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument, RecordSheet, TableRow } from '../application/printing/ports/pdf-renderer.js';
import { SCRIPT_SAMPLES } from '../bench/support/script-samples.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = process.argv[2] ?? join(root, '.scratch', 'print-pictures');

function sheet([script, sentence]: readonly [string, string], index: number): RecordSheet {
  const code = `S-${index + 1}`;
  return {
    heading: `${script}: ${sentence.slice(0, 60)}`,
    reference: `Task ${code} (ID ${index + 1})`,
    fields: [
      { label: 'Code', value: code },
      { label: 'Label', value: sentence },
      { label: 'Description', value: Array.from({ length: 8 }, () => sentence).join(' ') },
      { label: 'Status', value: 'To do' },
      { label: 'Tags', value: `${script}, ${sentence.slice(0, 20)}` },
    ],
  };
}

function row([script, sentence]: readonly [string, string], index: number): TableRow {
  const code = `S-${index + 1}`;
  return {
    reference: `Task ${code} (ID ${index + 1})`,
    cells: [code, sentence, 'To do', 'High', '30 Nov 2026', script, `${sentence.slice(0, 24)} (TAG)`],
  };
}

const header = {
  title: 'Every script',
  subtitle: `${SCRIPT_SAMPLES.length} tasks · printed 27 Nov 2026, 09:00 UTC by admin`,
  emptyMessage: 'There are no tasks.',
};

async function* batches(rows: readonly TableRow[]): AsyncIterable<readonly TableRow[]> {
  yield rows;
}

const documents: Record<string, PrintDocument> = {
  records: { ...header, layout: 'records', records: SCRIPT_SAMPLES.map(sheet) },
  table: {
    ...header,
    layout: 'table',
    columns: ['Code', 'Label', 'Status', 'Priority', 'Due', 'Assigned to', 'Tags'].map((label, index) => ({
      label,
      weight: [2, 4.5, 1.6, 1.3, 1.7, 2.2, 3.5][index]!,
    })),
    rows: batches(SCRIPT_SAMPLES.map(row)),
  },
};

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const renderer = new ReactPdfRenderer({ workers: 1 });
try {
  for (const [name, document] of Object.entries(documents)) {
    const pdf = join(folder, `${name}.pdf`);
    writeFileSync(pdf, await renderer.render(document));
    execFileSync('pdftoppm', ['-r', '80', '-png', pdf, join(folder, name)]);
  }
} finally {
  await renderer.close();
}
process.stdout.write(`pages as PNG in ${folder}\n`);
