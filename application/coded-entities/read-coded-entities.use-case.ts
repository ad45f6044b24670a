import type { CodedAudit, CodedEntity, CodedFields } from '../../domain/coded-entities/coded-entity.js';
import { type RecordKind, RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';

/** The exports' rows by default: they are the list in another format. */
export class ListCodedEntitiesUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(private readonly entities: CodedEntityRepository<A, F>) {}

  /** Ordered by code (code point order, docs/api/README.md#ordering). */
  execute(): Promise<CodedEntity<A, F>[]> {
    return this.entities.list();
  }
}

export class GetCodedEntityUseCase<A extends CodedAudit = 'times', F extends Fields = CodedFields> {
  constructor(
    private readonly entities: CodedEntityRepository<A, F>,
    private readonly kind: RecordKind,
  ) {}

  async execute(id: number): Promise<CodedEntity<A, F>> {
    const entity = await this.entities.findById(id);
    if (!entity) throw new RecordNotFound(this.kind, id);
    return entity;
  }
}
