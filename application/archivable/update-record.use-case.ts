import type { Archivable } from '../../domain/archivable/archivable.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { RecordNotFound, StaleRecord } from '../../domain/shared/record.errors.js';
import { assertSameCode } from '../../domain/shared/record-fields.js';
import type { Actor } from '../shared/actor.js';
import type { ArchivableContext } from './record-policy.js';

/**
 * Replaces the mutable fields. The row is read, then written only if nobody changed or
 * archived it in between (optimistic version): a stale writer gets StaleRecord (409). With a
 * precondition (If-Match), the row read must meet it and the same version guard makes the
 * write conditional on it: a change in between is PreconditionFailed (412) instead.
 */
export class UpdateRecordUseCase<I, F> {
  constructor(private readonly context: ArchivableContext<I, F>) {}

  async execute(
    id: number,
    command: I & { readonly code?: string },
    actor: Actor,
    precondition?: Precondition<Archivable<F>>,
  ): Promise<Archivable<F>> {
    const { records, policy, audit, changes } = this.context;
    const { kind } = policy;
    const stored = await records.findActive(id);
    if (!stored) throw new RecordNotFound(kind, id);
    assertPrecondition(precondition, stored, kind.name, id);
    assertSameCode(stored.code, command.code);
    const fields = policy.fields(command, '');
    await policy.checkReferences([{ fields, path: '' }]);
    const log = changes.writeLog(policy.resource, 'updated', actor, [stored]);
    try {
      // As a create: the store writes the record and its entry atomically.
      const [updated] = await records.updateMany([audit.touched({ ...stored, ...fields }, actor)], log);
      return updated!;
    } catch (error) {
      if (precondition && error instanceof StaleRecord) throw new PreconditionFailed(kind.name, id);
      throw error;
    }
  }
}
