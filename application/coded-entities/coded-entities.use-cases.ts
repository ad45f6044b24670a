import type {
  CodedAudit,
  CodedEntity,
  CodedKind,
  CodedResource,
} from '../../domain/coded-entities/coded-entity.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type CodedFilter, type CodedSortKey, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { CreateCodedEntityUseCase } from './create-coded-entity.use-case.js';
import { DeleteCodedEntityUseCase, type DeleteGuard } from './delete-coded-entity.use-case.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import { GetCodedEntityUseCase, ListCodedEntitiesUseCase } from './read-coded-entities.use-case.js';
import { UpdateCodedEntityUseCase } from './update-coded-entity.use-case.js';
import { UpsertCodedEntitiesUseCase } from './upsert-coded-entities.use-case.js';

/** The lifecycle use cases of one coded kind (badges, companies, tags). */
export interface CodedEntityUseCases<A extends CodedAudit = 'times'> {
  /** Every row, for the exports. */
  readonly list: ListCodedEntitiesUseCase<A>;
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#coded-lists). */
  readonly listing: ListUseCase<CodedEntity<A>, CodedSortKey, CodedFilter>;
  readonly get: GetCodedEntityUseCase<A>;
  readonly create: CreateCodedEntityUseCase<A>;
  readonly update: UpdateCodedEntityUseCase<A>;
  readonly delete: DeleteCodedEntityUseCase<A>;
  /** Seed and both imports. */
  readonly upsert: UpsertCodedEntitiesUseCase<A>;
}

export interface CodedEntityDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly changes: ChangeRecorder;
}

/** What a kind plugs into the kernel besides its declaration. */
export interface CodedKindRules<A extends CodedAudit> {
  readonly deleteGuard?: DeleteGuard<A>;
}

/** The coded-entity kernel instantiated for one kind. */
export function codedEntityUseCases<A extends CodedAudit>(
  repository: CodedEntityRepository<A>,
  kind: CodedKind<A>,
  resource: CodedResource,
  { clock, unitOfWork, changes }: CodedEntityDeps,
  rules: CodedKindRules<A> = {},
): CodedEntityUseCases<A> {
  return {
    list: new ListCodedEntitiesUseCase(repository),
    listing: new ListUseCase<CodedEntity<A>, CodedSortKey, CodedFilter>(repository, codedListing),
    get: new GetCodedEntityUseCase(repository, kind),
    create: new CreateCodedEntityUseCase(repository, kind, clock, resource, changes, unitOfWork),
    update: new UpdateCodedEntityUseCase(repository, kind, clock, unitOfWork, resource, changes),
    delete: new DeleteCodedEntityUseCase(repository, kind, unitOfWork, resource, changes, rules.deleteGuard),
    upsert: new UpsertCodedEntitiesUseCase(repository, kind, clock, unitOfWork, resource, changes),
  };
}
