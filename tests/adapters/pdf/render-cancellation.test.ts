import { afterEach, describe, expect, it } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import type { PrintDocument, TableRow } from '../../../application/printing/ports/pdf-renderer.js';
import { PrintCancelled } from '../../../domain/printing/print.errors.js';
import { readPdfText } from '../../support/pdf-text.js';
import { signal } from '../../support/signal.js';
import { manyTasks, recordsDocument, TASKS_TABLE, tableRows, taskSheet } from './print-documents.js';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const onePage = recordsDocument([taskSheet(1)]);

/** docs/api/printing.md#a-client-that-goes-away: a print nobody waits for stops. */
describe('a render whose client goes away', () => {
  const renderers: ReactPdfRenderer[] = [];
  afterEach(async () => {
    for (const renderer of renderers.splice(0)) await renderer.close();
  });
  const oneWorker = (depths: number[] = []) => {
    const renderer = new ReactPdfRenderer({
      workers: 1,
      metrics: { printQueueDepth: (depth) => depths.push(depth) },
    });
    renderers.push(renderer);
    return renderer;
  };

  it('when the signal aborts mid-render, then it rejects at once and the next document renders on a new worker', async () => {
    const depths: number[] = [];
    const renderer = oneWorker(depths);
    // A worker is running and idle: render() hands the big document to it before returning.
    await renderer.render(onePage);
    const client = new AbortController();
    const big = rejection(renderer.render(manyTasks(3000), { signal: client.signal }));
    expect(depths.at(-1)).toBe(0);
    // In the same turn of the event loop: the worker has had no chance to answer.
    client.abort();
    expect(await big).toBeInstanceOf(PrintCancelled);
    const pdf = await renderer.render(onePage);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  }, 120_000);

  it('when the signal aborts while the document waits, then it leaves the queue and the one rendering is untouched', async () => {
    const depths: number[] = [];
    const renderer = oneWorker(depths);
    const first = renderer.render(recordsDocument([taskSheet(1), taskSheet(2)]));
    const client = new AbortController();
    const waiting = rejection(renderer.render(onePage, { signal: client.signal }));
    expect(depths.at(-1)).toBe(1);
    client.abort();
    expect(await waiting).toBeInstanceOf(PrintCancelled);
    expect(depths.at(-1)).toBe(0);
    expect((await first).byteLength).toBeGreaterThan(1000);
  }, 120_000);

  it('when the signal has aborted already, then nothing is rendered', async () => {
    const depths: number[] = [];
    const renderer = oneWorker(depths);
    expect(await rejection(renderer.render(onePage, { signal: AbortSignal.abort() }))).toBeInstanceOf(
      PrintCancelled,
    );
    expect(depths).toEqual([]);
  });
});

/** A table whose rows are read as the worker takes them, as the use case reads the database. */
describe('a table whose rows are read while it renders', () => {
  const renderers: ReactPdfRenderer[] = [];
  afterEach(async () => {
    for (const renderer of renderers.splice(0)) await renderer.close();
  });
  const oneWorker = () => {
    const renderer = new ReactPdfRenderer({ workers: 1 });
    renderers.push(renderer);
    return renderer;
  };
  const batch = tableRows(Array.from({ length: 100 }, (_, index) => [`T-${index}`, 'label', 'To do']));
  /**
   * `batches` batches of 100 rows, each read on a later turn of the event loop, as from a
   * database. With `holdAt`, that read waits until `release()`; `holding` resolves when it has
   * begun, `closed` when the walk has been closed. What was read and whether it was closed.
   */
  const readTable = (batches: number, { failAt, holdAt }: { failAt?: number; holdAt?: number } = {}) => {
    const walk = { read: 0, closed: false };
    const signals = { holding: signal(), released: signal(), closed: signal() };
    async function* rows(): AsyncIterable<readonly TableRow[]> {
      try {
        for (let index = 0; index < batches; index += 1) {
          await new Promise((resolve) => setImmediate(resolve));
          if (index === holdAt) {
            signals.holding.fire();
            await signals.released.happened;
          }
          if (index === failAt) throw new Error('the database went away');
          walk.read += 1;
          yield batch;
        }
      } finally {
        walk.closed = true;
        signals.closed.fire();
      }
    }
    const document: PrintDocument = { ...TASKS_TABLE, rows: rows() };
    return {
      document,
      walk,
      holding: signals.holding.happened,
      release: signals.released.fire,
      closed: signals.closed.happened,
    };
  };

  it('when the client goes away while rows are read, then the walk stops there and the next document renders', async () => {
    const renderer = oneWorker();
    await renderer.render(onePage);
    const client = new AbortController();
    // The worker has taken batches before the held read: the table is being rendered.
    const { document, walk, holding, release, closed } = readTable(1000, { holdAt: 5 });
    const big = rejection(renderer.render(document, { signal: client.signal }));
    await holding;
    client.abort();
    expect(await big).toBeInstanceOf(PrintCancelled);
    // The read under way when the client left ends, and the walk is closed with no further read.
    release();
    await closed;
    expect(walk).toEqual({ read: 6, closed: true });
    expect(Buffer.from((await renderer.render(onePage)).subarray(0, 5)).toString()).toBe('%PDF-');
  }, 120_000);

  it('when reading the rows fails, then the document fails with that error and the next one renders', async () => {
    const renderer = oneWorker();
    const { document, walk } = readTable(10, { failAt: 3 });
    expect(await rejection(renderer.render(document))).toMatchObject({ message: 'the database went away' });
    expect(walk).toEqual({ read: 3, closed: true });
    expect(Buffer.from((await renderer.render(onePage)).subarray(0, 5)).toString()).toBe('%PDF-');
  }, 120_000);

  it('when every batch is read, then each row is printed once, in order', async () => {
    const renderer = oneWorker();
    const { document, walk } = readTable(5);
    const pdf = await renderer.render(document);
    expect(walk).toEqual({ read: 5, closed: true });
    const { pages } = await readPdfText(pdf);
    expect(pages.flat().filter((line) => /^T-\d+ /.test(line))).toHaveLength(500);
  }, 120_000);
});
