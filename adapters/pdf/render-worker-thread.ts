import { Worker } from 'node:worker_threads';

// Under tsx or vitest this module is TypeScript and so is its worker, which must register the tsx
// loader itself: on Node 20 a worker started on a .ts file fails even with tsx in its execArgv.
// The compiled build has render-worker.js next to this file in dist/adapters/pdf/.
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** A render worker thread whose heap may grow to `maxHeapMb`. */
export function startWorker(maxHeapMb: number): Worker {
  // A document that would need more fails alone instead of taking the machine's memory.
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!FROM_SOURCES) return new Worker(new URL('./render-worker.js', import.meta.url), { resourceLimits });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./render-worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`, {
    eval: true,
    resourceLimits,
  });
}
