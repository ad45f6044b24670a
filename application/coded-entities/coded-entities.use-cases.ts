import type {
  CodedAudit,
  CodedEntity,
  CodedEntityInput,
  CodedFields,
  CodedKind,
  CodedResource,
} from '../../domain/coded-entities/coded-entity.js';
import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import { type CodedFilter, type CodedSortKeyOf, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import { GetByIdUseCase } from '../shared/get-by-id.use-case.js';
import type {
  CodedExchange,
  CodedKindContext,
  CodedKindListing,
  CodedKindRules,
} from './coded-kind-rules.js';
import { CreateCodedEntityUseCase } from './create-coded-entity.use-case.js';
import { DeleteCodedEntityUseCase } from './delete-coded-entity.use-case.js';
import { ImportCodedEntitiesUseCase } from './import-coded-entities.use-case.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import { UpdateCodedEntityUseCase } from './update-coded-entity.use-case.js';

/**
 * The lifecycle use cases of one kind of the kernel (badges, companies, tags, nomenclatures,
 * contacts), and its exchange: imports of `I`, exports of `X`.
 */
export interface CodedEntityUseCases<
  A extends CodedAudit = 'times',
  F extends Fields = CodedFields,
  L extends CodedFilter = CodedFilter,
  I = CodedEntityInput<F>,
  X = CodedEntity<A, F>,
> extends CodedExchange<I, X> {
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#coded-lists). */
  readonly list: ListUseCase<CodedEntity<A, F>, CodedSortKeyOf<F>, L>;
  readonly get: GetByIdUseCase<CodedEntity<A, F>>;
  readonly create: CreateCodedEntityUseCase<A, F>;
  readonly update: UpdateCodedEntityUseCase<A, F>;
  readonly delete: DeleteCodedEntityUseCase<A, F>;
}

export type CodedEntityDeps = Pick<CodedKindContext, 'unitOfWork' | 'clock' | 'changes'>;

/**
 * The coded-entity kernel instantiated for one kind. Without an exchange of its own, the kind
 * imports elements shaped like a create (`I` and `X` keep their defaults then): upserted by code,
 * or appended where the kind has no code.
 */
export function codedEntityUseCases<
  A extends CodedAudit,
  F extends Fields,
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
  const context: CodedKindContext<A, F> = { repository, kind, resource, clock, unitOfWork, changes };
  const exchange =
    rules.exchange ??
    ({
      import: new ImportCodedEntitiesUseCase(context),
      // The export is the list in another format, ordered by code (docs/api/README.md#ordering).
      export: { execute: () => repository.list() },
    } as unknown as CodedExchange<I, X>);
  return {
    ...exchange,
    list: new ListUseCase(repository, rules.listing ?? listingOf<A, F>()),
    get: new GetByIdUseCase(
      (id) => repository.findById(id),
      (id) => new RecordNotFound(kind, id),
    ),
    create: new CreateCodedEntityUseCase(context, rules.beforeWrite),
    update: new UpdateCodedEntityUseCase(context, rules.beforeWrite),
    delete: new DeleteCodedEntityUseCase(context, rules.deleteGuard),
  };
}

/** The coded list, for a kind that has the coded fields. */
function listingOf<A extends CodedAudit, F extends Fields>(): CodedKindListing<A, F> {
  return codedListing as unknown as CodedKindListing<A, F>;
}
