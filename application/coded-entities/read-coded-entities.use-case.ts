import type { CodedAudit, CodedEntity } from '../../domain/coded-entities/coded-entity.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** Also serves the exports: they are the list in another format. */
export class ListCodedEntitiesUseCase<A extends CodedAudit = 'times'> {
  constructor(private readonly entities: CodedEntityRepository<A>) {}

  /** Ordered by code (code point order, docs/api/README.md#ordering). */
  execute(): Promise<CodedEntity<A>[]> {
    return this.entities.list();
  }
}

export class GetCodedEntityUseCase<A extends CodedAudit = 'times'> {
  constructor(
    private readonly entities: CodedEntityRepository<A>,
    private readonly kind: RecordKind,
  ) {}

  async execute(id: number): Promise<CodedEntity<A>> {
    const entity = await this.entities.findById(id);
    if (!entity) throw new RecordNotFound(this.kind, id);
    return entity;
  }
}
