import type { Logger } from 'pino';
import { describeError } from '../../logging/describe-error.js';

/**
 * Reads the first batch of an export before the response starts, so that a failure there
 * (say, the database is down) is still an ordinary error response. A later failure can only
 * abort the response; no error handler sees it, so it is logged here.
 */
export async function startExport<T>(source: AsyncIterable<T>, logger: Logger): Promise<AsyncIterable<T>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } catch (error) {
      logger.error({ err: describeError(error) }, 'export aborted');
      throw error;
    } finally {
      // Stops the source's reads when the client goes away.
      await iterator.return?.();
    }
  })();
}

/**
 * Elements per chunk of a streamed JSON array: keeps each chunk a small string, which V8 frees
 * in its cheap young-generation collections; a string of a whole batch would go to the
 * large-object space, which only full collections free, and RSS would climb meanwhile.
 */
const ELEMENTS_PER_CHUNK = 100;

/**
 * A JSON array written piece by piece (`[`, elements separated by commas, `]`), never whole. Its
 * records are rendered each time, not kept (`RenderedRecords`): a streamed list or an export
 * holds more records than that cache keeps, so each would only push out another unread, and a
 * Buffer per record cost more than the strings (docs/adr/0065-kinds-declare-their-fields-once.md).
 */
export async function* jsonArrayText<T>(
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  toJson: (item: T) => unknown,
): AsyncIterable<string> {
  yield '[';
  let separator = '';
  for await (const batch of batches) {
    for (const part of slices(batch, ELEMENTS_PER_CHUNK)) {
      yield separator + part.map((item) => JSON.stringify(toJson(item))).join(',');
      separator = ',';
    }
  }
  yield ']';
}

export async function* mapBatches<T, R>(
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  map: (item: T) => R,
): AsyncIterable<R[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** Slices of an array already in memory, to write it as a stream. */
export function* slices<T>(items: readonly T[], size: number): Iterable<readonly T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
