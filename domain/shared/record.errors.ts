import { Conflict, InvalidInput, NotFound } from './domain-error.js';

/** The name of a kind of record in messages and its prefix in error codes, e.g. `Task` and `TASK`. */
export interface RecordKind {
  readonly name: string;
  readonly code: string;
}

export class RecordNotFound extends NotFound {
  constructor(kind: RecordKind, id: number) {
    super(`${kind.code}.NOT_FOUND`, `${kind.name} ${id} does not exist`);
  }
}

/** Some IDs of a selection are unknown or archived; the whole request fails (docs/api/printing.md#selection). */
export class RecordsNotFound extends NotFound {
  constructor(kind: RecordKind, ids: readonly number[]) {
    const shown = ids.slice(0, 20).join(', ') + (ids.length > 20 ? ', …' : '');
    super(`${kind.code}.NOT_FOUND`, `No active ${kind.name.toLowerCase()} has the ID(s) ${shown}`, [
      { path: 'ids', message: `unknown or archived: ${shown}` },
    ]);
  }
}

export class DuplicateCode extends Conflict {
  constructor(kind: RecordKind, codes: string | readonly string[]) {
    const list = typeof codes === 'string' ? [codes] : codes;
    const shown = list
      .slice(0, 3)
      .map((code) => `"${code}"`)
      .join(', ');
    super(
      `${kind.code}.DUPLICATE_CODE`,
      list.length === 1
        ? `An active ${kind.name.toLowerCase()} with code ${shown} already exists`
        : `An active ${kind.name.toLowerCase()} already has one of the codes ${shown}${list.length > 3 ? ', …' : ''}`,
    );
  }
}

/** Lost an optimistic-lock race: someone else changed or archived the record since it was read. */
export class StaleRecord extends Conflict {
  constructor(kind: RecordKind, id: number) {
    super(
      `${kind.code}.CONCURRENT_CHANGE`,
      `${kind.name} ${id} was changed by someone else; read it again and retry`,
    );
  }
}

export class RecordInUse extends Conflict {
  constructor(kind: RecordKind, id: number, reason: string) {
    super(`${kind.code}.IN_USE`, `${kind.name} ${id} cannot be deleted: ${reason}`);
  }
}

export class InvalidReference extends InvalidInput {
  constructor(path: string, message: string) {
    super('RECORD.INVALID_REFERENCE', `Invalid reference: ${path} ${message}`, [{ path, message }]);
  }
}

/** The same code twice in one seed or import (docs/api/exchange.md#all-or-nothing). */
export class DuplicateCodeInBatch extends InvalidInput {
  constructor(path: string, code: string) {
    super('RECORD.DUPLICATE_CODE_IN_BATCH', `The code "${code}" appears more than once`, [
      { path, message: `repeats the code "${code}"` },
    ]);
  }
}

/** A referenced entry was deleted between the reference check and the write. */
export class VanishedReference extends Conflict {
  constructor() {
    super('RECORD.REFERENCE_GONE', 'A referenced entry was deleted meanwhile; read it again and retry');
  }
}

/** The database chose this write as the loser of a race with another one (a deadlock, say). */
export class ConcurrentWrite extends Conflict {
  constructor() {
    super('RECORD.CONCURRENT_WRITE', 'Another request wrote the same entries at the same time; retry');
  }
}
