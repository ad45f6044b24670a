import type { CodedEntity } from '../../domain/coded-entities/coded-entity.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly kind: RecordKind,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(id: number, precondition?: Precondition<CodedEntity>): Promise<void> {
    if (!precondition) {
      if (!(await this.entities.delete(id))) throw new RecordNotFound(this.kind, id);
      return;
    }
    // If-Match: the entity read must meet it, and the delete is guarded on its `updatedAt`.
    await this.uow.run(async () => {
      const entity = await this.entities.findById(id);
      if (!entity) throw new RecordNotFound(this.kind, id);
      assertPrecondition(precondition, entity, this.kind.name, id);
      if (!(await this.entities.delete(id, entity.updatedAt)))
        throw new PreconditionFailed(this.kind.name, id);
    });
  }
}
