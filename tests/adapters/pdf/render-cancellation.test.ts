import { afterEach, describe, expect, it } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import { PrintCancelled } from '../../../domain/printing/print.errors.js';
import { manyTasks, recordsDocument, taskSheet } from './print-documents.js';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

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
  const onePage = recordsDocument([taskSheet(1)]);

  it('when the signal aborts mid-render, then it rejects at once and the next document renders on a new worker', async () => {
    const renderer = oneWorker();
    // A worker is running: the big document starts rendering as soon as it is handed over.
    await renderer.render(onePage);
    const client = new AbortController();
    const big = rejection(renderer.render(manyTasks(3000), { signal: client.signal }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.abort();
    expect(await big).toBeInstanceOf(PrintCancelled);
    const pdf = await renderer.render(onePage);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  }, 60_000);

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
  }, 60_000);

  it('when the signal has aborted already, then nothing is rendered', async () => {
    const depths: number[] = [];
    const renderer = oneWorker(depths);
    expect(await rejection(renderer.render(onePage, { signal: AbortSignal.abort() }))).toBeInstanceOf(
      PrintCancelled,
    );
    expect(depths).toEqual([]);
  });
});
