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
