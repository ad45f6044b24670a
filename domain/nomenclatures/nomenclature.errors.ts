import { InvalidInput } from '../shared/domain-error.js';

/** The requested parent would make the entry its own ancestor (a cycle of length 1 is self-parenting). */
export class NomenclatureCycle extends InvalidInput {
  constructor(
    /** The entry and its would-be ancestors, ending with the entry again, e.g. [3, 5, 3]. */
    readonly cycle: readonly number[],
  ) {
    const message = cycleMessage(cycle);
    super('NOMENCLATURE.CYCLE', `Invalid parent: ${message}`, [{ path: 'parentId', message }]);
  }
}

/** What is wrong with a parent that closes `cycle` (entries by ID or by code, ending with the first again). */
export function cycleMessage(cycle: readonly (number | string)[]): string {
  return cycle.length <= 2 ? 'cannot be the nomenclature itself' : `would make a cycle: ${cycle.join(' → ')}`;
}
