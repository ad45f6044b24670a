import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Physical delete (docs/api/badges.md#deletes): the code is free again at once; a badge's contact links go with it. */
export class DeleteCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly kind: RecordKind,
  ) {}

  async execute(id: number): Promise<void> {
    if (!(await this.entities.delete(id))) throw new RecordNotFound(this.kind, id);
  }
}
