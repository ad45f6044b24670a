/**
 * Splits work so no statement exceeds the drivers' bound-parameter limits
 * (SQLite 32 766, Postgres 65 535).
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export const IDS_PER_STATEMENT = 5000;

/** Bound parameters per multi-row statement, under SQLite's limit with room to spare. */
const PARAMETERS_PER_STATEMENT = 6000;

/** Rows per multi-row INSERT or UPDATE of `columns` values each. */
export function rowsPerStatement(columns: number): number {
  return Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns));
}

/** `each` of every chunk of `items`, one statement after another; their results in order. */
export async function eachChunk<T, R>(
  items: readonly T[],
  size: number,
  each: (chunk: T[]) => PromiseLike<readonly R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (const chunk of chunks(items, size)) results.push(...(await each(chunk)));
  return results;
}
