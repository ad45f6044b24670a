// Walks of many rows in keyset batches, and helpers to read one whole.
import type { Db, ReadPage } from './drizzle-gateway.js';

/**
 * Keyset batches: each read starts after the previous batch's last item, the first short batch
 * ends the walk. No statement stays open between batches; `connection` is asked for each one.
 * `pause`, if given, runs between two batches.
 */
export async function* keysetBatches<T>(
  connection: () => Db,
  read: ReadPage<T>,
  limit: number | undefined,
  pause?: () => Promise<void>,
): AsyncIterable<T[]> {
  let after: T | undefined;
  for (;;) {
    const batch = await read(connection(), { after, limit });
    if (batch.length > 0) yield batch;
    if (limit === undefined || batch.length < limit) return;
    after = batch.at(-1);
    await pause?.();
  }
}

/** Every item of a walk, in order. */
export async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const items: T[] = [];
  for await (const batch of batches) {
    for (const item of batch) items.push(item);
  }
  return items;
}

/** `query` limited to the page's size, when it has one. */
export function limited<Q extends { limit(limit: number): Q }>(query: Q, limit: number | undefined): Q {
  return limit === undefined ? query : query.limit(limit);
}
