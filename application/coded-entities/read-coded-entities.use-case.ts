import type { CodedEntity } from '../../domain/coded-entities/coded-entity.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Also serves the exports: they are the list in another format. */
export class ListCodedEntitiesUseCase {
  constructor(private readonly entities: CodedEntityRepository) {}

  /** Ordered by code (code point order, docs/api/README.md#ordering). */
  execute(): Promise<CodedEntity[]> {
    return this.entities.list();
  }
}

export class GetCodedEntityUseCase {
  constructor(
    private readonly entities: CodedEntityRepository,
    private readonly kind: RecordKind,
  ) {}

  async execute(id: number): Promise<CodedEntity> {
    const entity = await this.entities.findById(id);
    if (!entity) throw new RecordNotFound(this.kind, id);
    return entity;
  }
}
