import type { Archivable, WithCode } from '../../domain/archivable/archivable.js';
import { validateCode } from '../../domain/shared/record-fields.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { AuditStamper } from './audit-stamper.js';
import type { ArchivableRepository } from './ports/archivable.repository.js';
import type { RecordPolicy } from './record-policy.js';

export class CreateRecordUseCase<I, F> {
  constructor(
    private readonly records: ArchivableRepository<F>,
    private readonly policy: RecordPolicy<I, F>,
    private readonly audit: AuditStamper,
    private readonly changes: ChangeRecorder,
  ) {}

  async execute(command: WithCode<I>, actor: Actor): Promise<Archivable<F>> {
    const code = validateCode(command.code);
    const fields = this.policy.fields(command, '');
    await this.policy.checkReferences([{ fields, path: '' }]);
    // No look-up first: the store refuses an active duplicate with DuplicateCode, atomically.
    const log = this.changes.writeLog<Archivable<F>>(this.policy.resource, 'created', actor);
    // The store writes the record and its entry atomically: no unit of work here, so a store that
    // writes both by one statement (Postgres) needs no transaction around it.
    const [created] = await this.records.insertMany([{ ...fields, code, ...this.audit.created(actor) }], log);
    return created!;
  }
}
