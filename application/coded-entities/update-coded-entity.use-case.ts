import {
  type CodedEntity,
  type CodedEntityChanges,
  changeCodedEntity,
} from '../../domain/coded-entities/coded-entity.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Replaces label and description; the code may be repeated but not changed. The last writer wins. */
export class UpdateCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly kind: RecordKind,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(id: number, changes: CodedEntityChanges): Promise<CodedEntity> {
    return this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      return this.entities.update(changeCodedEntity(entity, changes, this.clock.now()));
    });
  }
}
