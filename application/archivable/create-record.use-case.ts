import type { Archivable, WithCode } from '../../domain/archivable/archivable.js';
import { validateCode } from '../../domain/shared/record-fields.js';
import type { Actor } from '../shared/actor.js';
import type { ArchivableContext } from './record-policy.js';

export class CreateRecordUseCase<I, F> {
  constructor(private readonly context: ArchivableContext<I, F>) {}

  async execute(command: WithCode<I>, actor: Actor): Promise<Archivable<F>> {
    const { records, policy, audit, changes } = this.context;
    const code = validateCode(command.code);
    const fields = policy.fields(command, '');
    await policy.checkReferences([{ fields, path: '' }]);
    // No look-up first: the store refuses an active duplicate with DuplicateCode, atomically.
    const log = changes.writeLog<Archivable<F>>(policy.resource, 'created', actor);
    // The store writes the record and its entry atomically: no unit of work here, so a store that
    // writes both by one statement (Postgres) needs no transaction around it.
    const [created] = await records.insertMany([{ ...fields, code, ...audit.created(actor) }], log);
    return created!;
  }
}
