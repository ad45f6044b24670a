export interface BulkDeleteResult {
  readonly deletedIds: number[];
  readonly skippedIds: number[];
}

/**
 * Tries each distinct ID once, in request order; `tryDelete` answers whether the row was
 * deleted (false: unknown or protected, so skipped). Run it inside one unit of work.
 */
export async function deleteEach(
  ids: readonly number[],
  tryDelete: (id: number) => Promise<boolean>,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deletedIds: [], skippedIds: [] };
  for (const id of new Set(ids)) {
    if (await tryDelete(id)) result.deletedIds.push(id);
    else result.skippedIds.push(id);
  }
  return result;
}
