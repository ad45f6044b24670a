import {
  type CodedAudit,
  type CodedEntity,
  type CodedEntityInput,
  type CodedFields,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { Actor } from '../shared/actor.js';
import type { BeforeWrite, CodedKindContext } from './coded-kind-rules.js';

export class CreateCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly context: CodedKindContext<A, F>,
    private readonly beforeWrite: BeforeWrite<A, F> = async () => {},
  ) {}

  /**
   * Checked before the transaction starts. No look-up first: the unique index decides a
   * duplicate code (DuplicateCode), so a concurrent create cannot slip through.
   */
  execute(input: CodedEntityInput<F>, actor: Actor): Promise<CodedEntity<A, F>> {
    const { repository, kind, resource, clock, unitOfWork, changes } = this.context;
    const entity = newCodedEntity(kind, input, actor.username, clock.now());
    return unitOfWork.run(async () => {
      await this.beforeWrite(entity);
      const created = await repository.insert(entity);
      await changes.record(resource, 'created', [{ after: created }], actor);
      return created;
    });
  }
}
