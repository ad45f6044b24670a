import type { CodedEntity, CodedResource } from '../../domain/coded-entities/coded-entity.js';
import type { RecordKind } from '../../domain/shared/record.errors.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type CodedFilter, type CodedSortKey, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { CreateCodedEntityUseCase } from './create-coded-entity.use-case.js';
import { DeleteCodedEntityUseCase } from './delete-coded-entity.use-case.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import { GetCodedEntityUseCase, ListCodedEntitiesUseCase } from './read-coded-entities.use-case.js';
import { UpdateCodedEntityUseCase } from './update-coded-entity.use-case.js';
import { UpsertCodedEntitiesUseCase } from './upsert-coded-entities.use-case.js';

/** The lifecycle use cases of one kind of coded entity (badges, companies). */
export interface CodedEntityUseCases {
  /** Every row, for the exports. */
  readonly list: ListCodedEntitiesUseCase;
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#coded-lists). */
  readonly listing: ListUseCase<CodedEntity, CodedSortKey, CodedFilter>;
  readonly get: GetCodedEntityUseCase;
  readonly create: CreateCodedEntityUseCase;
  readonly update: UpdateCodedEntityUseCase;
  readonly delete: DeleteCodedEntityUseCase;
  /** Seed and both imports. */
  readonly upsert: UpsertCodedEntitiesUseCase;
}

export interface CodedEntityDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly changes: ChangeRecorder;
}

/** The coded-entity kernel instantiated for one kind. */
export function codedEntityUseCases(
  repository: CodedEntityRepository,
  kind: RecordKind,
  resource: CodedResource,
  { clock, unitOfWork, changes }: CodedEntityDeps,
): CodedEntityUseCases {
  return {
    list: new ListCodedEntitiesUseCase(repository),
    listing: new ListUseCase(repository, codedListing),
    get: new GetCodedEntityUseCase(repository, kind),
    create: new CreateCodedEntityUseCase(repository, clock, resource, changes, unitOfWork),
    update: new UpdateCodedEntityUseCase(repository, kind, clock, unitOfWork, resource, changes),
    delete: new DeleteCodedEntityUseCase(repository, kind, unitOfWork, resource, changes),
    upsert: new UpsertCodedEntitiesUseCase(repository, clock, unitOfWork, resource, changes),
  };
}
