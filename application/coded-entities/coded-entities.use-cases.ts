import type {
  CodedAudit,
  CodedEntity,
  CodedEntityInput,
  CodedFields,
  CodedKind,
  CodedResource,
} from '../../domain/coded-entities/coded-entity.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type CodedFilter, type CodedSortKey, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { CodedExchange, CodedKindRules } from './coded-kind-rules.js';
import { CreateCodedEntityUseCase } from './create-coded-entity.use-case.js';
import { DeleteCodedEntityUseCase } from './delete-coded-entity.use-case.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import { GetCodedEntityUseCase, ListCodedEntitiesUseCase } from './read-coded-entities.use-case.js';
import { UpdateCodedEntityUseCase } from './update-coded-entity.use-case.js';
import { UpsertCodedEntitiesUseCase } from './upsert-coded-entities.use-case.js';

/**
 * The lifecycle use cases of one coded kind (badges, companies, tags, nomenclatures), and its
 * exchange: imports of `I`, exports of `X`.
 */
export interface CodedEntityUseCases<
  A extends CodedAudit = 'times',
  F extends CodedFields = CodedFields,
  L extends CodedFilter = CodedFilter,
  I = CodedEntityInput<F>,
  X = CodedEntity<A, F>,
> extends CodedExchange<I, X> {
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#coded-lists). */
  readonly listing: ListUseCase<CodedEntity<A, F>, CodedSortKey, L>;
  readonly get: GetCodedEntityUseCase<A, F>;
  readonly create: CreateCodedEntityUseCase<A, F>;
  readonly update: UpdateCodedEntityUseCase<A, F>;
  readonly delete: DeleteCodedEntityUseCase<A, F>;
}

export interface CodedEntityDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly changes: ChangeRecorder;
}

/**
 * The coded-entity kernel instantiated for one kind. Without an exchange of its own, the kind
 * imports elements shaped like a create (`I` and `X` keep their defaults then).
 */
export function codedEntityUseCases<
  A extends CodedAudit,
  F extends CodedFields,
  L extends CodedFilter,
  I = CodedEntityInput<F>,
  X = CodedEntity<A, F>,
>(
  repository: CodedEntityRepository<A, F, L>,
  kind: CodedKind<A, F>,
  resource: CodedResource,
  { clock, unitOfWork, changes }: CodedEntityDeps,
  rules: CodedKindRules<A, F, I, X> = {},
): CodedEntityUseCases<A, F, L, I, X> {
  const exchange =
    rules.exchange ??
    ({
      import: new UpsertCodedEntitiesUseCase(repository, kind, clock, unitOfWork, resource, changes),
      export: new ListCodedEntitiesUseCase(repository),
    } as unknown as CodedExchange<I, X>);
  const { beforeWrite, deleteGuard } = rules;
  return {
    ...exchange,
    listing: new ListUseCase<CodedEntity<A, F>, CodedSortKey, L>(repository, codedListing),
    get: new GetCodedEntityUseCase(repository, kind),
    create: new CreateCodedEntityUseCase(repository, kind, clock, resource, changes, unitOfWork, beforeWrite),
    update: new UpdateCodedEntityUseCase(repository, kind, clock, unitOfWork, resource, changes, beforeWrite),
    delete: new DeleteCodedEntityUseCase(repository, kind, unitOfWork, resource, changes, deleteGuard),
  };
}
