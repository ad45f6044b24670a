// Records read for lists, kept between reads by the state of the row they were read from.

/**
 * One state of a row. Every write of a record adds one to its version and stamps its time, so a
 * row with the same ID, version and write time holds what it held when its record was kept.
 */
export interface RowState {
  readonly id: number;
  readonly version: number;
  readonly updatedAt: number;
}

/**
 * At most `capacity` records, the first kept first out. A kept record is frozen (and its arrays):
 * it is handed to every later read of the same state, so no reader may change it for the others.
 */
export class KeptRecords<T extends object> {
  private readonly records = new Map<number, { readonly state: RowState; readonly record: T }>();

  constructor(readonly capacity: number) {}

  /** The record kept for exactly this state of its row. */
  get(state: RowState): T | undefined {
    const kept = this.records.get(state.id);
    return kept && kept.state.version === state.version && kept.state.updatedAt === state.updatedAt
      ? kept.record
      : undefined;
  }

  keep(state: RowState, record: T): T {
    this.records.delete(state.id);
    if (this.records.size >= this.capacity) this.records.delete(this.records.keys().next().value!);
    const frozen = freeze(record);
    this.records.set(state.id, {
      state: { id: state.id, version: state.version, updatedAt: state.updatedAt },
      record: frozen,
    });
    return frozen;
  }

  forgetAll(): void {
    this.records.clear();
  }
}

const keptByDatabase = new WeakMap<object, Set<KeptRecords<object>>>();

/** New kept records of a kind in `database`, forgotten with the others when it is restored. */
export function keptRecordsIn<T extends object>(database: object, capacity: number): KeptRecords<T> {
  const kept = new KeptRecords<T>(capacity);
  let all = keptByDatabase.get(database);
  if (!all) {
    all = new Set();
    keptByDatabase.set(database, all);
  }
  all.add(kept);
  return kept;
}

/**
 * After a restore: the restored rows keep their versions and write times, which only a row of
 * another history could share (a test's fixed clock), but nothing kept from before is worth
 * keeping. Other instances on the same database keep theirs: a row's state still tells them.
 */
export function forgetKeptRecords(database: object): void {
  for (const kept of keptByDatabase.get(database) ?? []) kept.forgetAll();
}

function freeze<T extends object>(record: T): T {
  for (const value of Object.values(record))
    if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(record);
}
