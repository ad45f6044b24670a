// Active records in code order, for walks: a whole listing or keyset batches, each with its children.
import { codeOf } from '../../../../domain/records/coded-entity.js';
import type { ReadPage } from '../drizzle-gateway.js';
import { childrenByParent } from './child-rows.js';
import { toRecords } from './mapping.js';
import type { RecordKernel } from './record-kernel.js';

/**
 * Whole, in two statements (the rows, then the children of every active row), or a keyset
 * batch (`code > last`, over the active-code index). Codes are unique among active rows and
 * immutable, so no row comes twice. A walk reads hundreds of batches, so every statement is
 * prepared once per connection: a batch's children are those of the active rows in its code
 * range, not of a list of IDs (which would make a new statement of every batch).
 */
export function activeReader<F, T extends object>({ mapping, statements }: RecordKernel<F, T>): ReadPage<T> {
  return async (db, { after, limit }) => {
    if (limit === undefined) {
      const rows = await statements.allActive(db).execute();
      const children = rows.length > 0 ? await mapping.children?.loadActive(db) : undefined;
      return toRecords(mapping, rows, children);
    }
    const rows = await (after === undefined
      ? statements.firstActive(db).execute({ limit })
      : statements.nextActive(db).execute({ after: codeOf(after), limit }));
    const joined = mapping.children?.joined;
    if (!joined || !statements.activeLinks || rows.length === 0) return toRecords(mapping, rows, undefined);
    // The batch is every active row from its first code to its last.
    const found = await statements.activeLinks(db).execute({ first: rows[0]!.code, last: rows.at(-1)!.code });
    return toRecords(mapping, rows, childrenByParent(joined, found));
  };
}
