import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedFields,
  type CodedKind,
  type CodedResource,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { BeforeWrite } from './coded-kind-rules.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

export class CreateCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly entities: CodedEntityRepository<A, F>,
    private readonly kind: CodedKind<A, F>,
    private readonly clock: Clock,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly uow: UnitOfWork,
    private readonly beforeWrite: BeforeWrite<A, F> = async () => {},
  ) {}

  /**
   * Checked before the transaction starts. No look-up first: the unique index decides a
   * duplicate code (DuplicateCode), so a concurrent create cannot slip through.
   */
  execute(input: CodedEntityInput<F>, actor: Actor): Promise<CodedEntity<A, F>> {
    const entity = newCodedEntity(this.kind, input, actor.username, this.clock.now());
    return this.uow.run(async () => {
      await this.beforeWrite(entity);
      const created = await this.entities.insert(entity);
      await this.changes.record(this.resource, 'created', [{ after: created }], actor);
      return created;
    });
  }
}
