import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import type { BulkResult } from '../records/archive-selected.use-case.js';
import type { Actor } from '../shared/actor.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';

/** How a user or a role is deleted: found, checked, then removed; `G` is what an If-Match delete is guarded on. */
export interface Deletion<T, G> {
  /** The kind's name in PreconditionFailed. */
  readonly name: string;
  find(id: number): Promise<T | undefined>;
  notFound(id: number): Error;
  /** Why the actor may not delete `row`, or undefined when they may. */
  blocker(row: T, actor: Actor): Promise<Error | undefined>;
  guard(row: T): G;
  /** False when there was no such row, or, given `guard`, it no longer has it. */
  delete(id: number, guard?: G): Promise<boolean>;
}

export class DeleteUseCase<T, G> {
  constructor(
    private readonly deletion: Deletion<T, G>,
    private readonly uow: UnitOfWork,
  ) {}

  /** With a precondition (If-Match), the delete is guarded on what the row that met it has. */
  async execute(id: number, actor: Actor, precondition?: Precondition<T>): Promise<void> {
    const { deletion } = this;
    await this.uow.run(async () => {
      const row = await deletion.find(id);
      if (!row) throw deletion.notFound(id);
      assertPrecondition(precondition, row, deletion.name, id);
      const blocker = await deletion.blocker(row, actor);
      if (blocker) throw blocker;
      const deleted = await deletion.delete(id, precondition ? deletion.guard(row) : undefined);
      if (!deleted && precondition) throw new PreconditionFailed(deletion.name, id);
    });
  }
}

/** Deletes the rows it may in one unit of work; unknown and refused rows are skipped. */
export class DeleteSelectedUseCase<T, G> {
  constructor(
    private readonly deletion: Deletion<T, G>,
    private readonly uow: UnitOfWork,
  ) {}

  /** Tries each distinct ID once, in request order. */
  execute(ids: readonly number[], actor: Actor): Promise<BulkResult> {
    const { deletion } = this;
    return this.uow.run(async () => {
      const result: BulkResult = { deletedIds: [], skippedIds: [] };
      for (const id of new Set(ids)) {
        const row = await deletion.find(id);
        const deleted =
          row !== undefined && !(await deletion.blocker(row, actor)) && (await deletion.delete(id));
        (deleted ? result.deletedIds : result.skippedIds).push(id);
      }
      return result;
    });
  }
}
