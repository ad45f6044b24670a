import {
  type CodedEntity,
  type CodedEntityInput,
  type CodedResource,
  newCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

export class CreateCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly clock: Clock,
    private readonly resource: CodedResource,
    private readonly changes: ChangeRecorder,
    private readonly uow: UnitOfWork,
  ) {}

  /** The unique index decides a duplicate code (DuplicateCode), so a concurrent create cannot slip through. */
  execute(input: CodedEntityInput, actor: Actor): Promise<CodedEntity> {
    return this.uow.run(async () => {
      const created = await this.entities.insert(newCodedEntity(input, this.clock.now()));
      await this.changes.record(this.resource, 'created', [{ after: created }], actor);
      return created;
    });
  }
}
