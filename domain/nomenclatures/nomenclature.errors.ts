import { InvalidInput } from '../shared/domain-error.js';

/** The requested parent would make the entry its own ancestor (a cycle of length 1 is self-parenting). */
export class NomenclatureCycle extends InvalidInput {
  constructor(
    /** The entry and its would-be ancestors, ending with the entry again, e.g. [3, 5, 3]. */
    readonly cycle: readonly number[],
    /** The codes of the entries the message names, so that it names them as people know them. */
    codes: ReadonlyMap<number, string>,
  ) {
    const message = cycleMessage(cycle.map((id) => codes.get(id) ?? id));
    super('NOMENCLATURE.CYCLE', `Invalid parent: ${message}`, [{ path: 'parentId', message }]);
  }
}

/** A longer cycle is named by its first and last entries and counted: its whole path says nothing more. */
const MAX_NAMED_ENTRIES = 7;
const NAMED_FIRST = 4;
const NAMED_LAST = 2;

/** What is wrong with a parent that closes `cycle` (entries by ID or by code, ending with the first again). */
export function cycleMessage(cycle: readonly (number | string)[]): string {
  const entries = cycle.length - 1;
  if (entries <= 1) return 'cannot be the nomenclature itself';
  if (entries <= MAX_NAMED_ENTRIES) return `would make a cycle: ${cycle.join(' → ')}`;
  return `would make a cycle of ${entries} nomenclatures: ${namedInCycle(cycle).join(' → ')}`;
}

/** The entries a cycle's message names, in order, '…' where it skips some. */
export function namedInCycle<T>(cycle: readonly T[]): (T | '…')[] {
  if (cycle.length - 1 <= MAX_NAMED_ENTRIES) return [...cycle];
  return [...cycle.slice(0, NAMED_FIRST), '…', ...cycle.slice(-NAMED_LAST - 1)];
}
