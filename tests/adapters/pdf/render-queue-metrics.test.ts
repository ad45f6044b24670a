import { afterAll, expect, test } from 'vitest';
import { ReactPdfRenderer } from '../../../adapters/pdf/react-pdf-renderer.js';
import { PrintingBusy } from '../../../domain/printing/print.errors.js';
import { manyTasks, recordsDocument, taskSheet } from './print-documents.js';

const depths: number[] = [];
const renderer = new ReactPdfRenderer({
  workers: 1,
  maxQueued: 2,
  metrics: { printQueueDepth: (documents) => depths.push(documents) },
});
afterAll(() => renderer.close());

test('when documents wait for the one worker, then the queue depth is reported as it grows and drains', async () => {
  const outcomes = Promise.allSettled([
    renderer.render(manyTasks(50)),
    renderer.render(recordsDocument([taskSheet(1)])),
    renderer.render(recordsDocument([taskSheet(2)])),
    renderer.render(recordsDocument([taskSheet(3)])),
  ]);
  const settled = await outcomes;
  expect(settled.map((outcome) => outcome.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'rejected',
  ]);
  expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(PrintingBusy);
  // The first starts at once, two wait, the fourth is refused without entering the queue.
  expect(depths).toEqual([0, 1, 2, 1, 0]);
}, 60_000);
