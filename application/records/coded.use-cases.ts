import type {
  CodedAudit,
  CodedEntity,
  CodedEntityChanges,
  CodedEntityInput,
  CodedFields,
  CodedKind,
  CodedResource,
  NewCodedEntity,
} from '../../domain/records/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import { type CodedFilter, type CodedSortKeyOf, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { CodedExchange, CodedKindListing, CodedKindRules } from './coded-kind-rules.js';
import { codedRules, codedStore } from './coded-store.js';
import { ExportRecordsUseCase } from './export-records.use-case.js';
import type { CodedEntityRepository } from './ports/coded-entity.repository.js';
import { type RecordLifecycle, recordLifecycle } from './record-lifecycle.js';
import type { RecordContext } from './record-store.js';

type Lifecycle<A extends CodedAudit, F extends Fields> = RecordLifecycle<
  CodedEntityInput<F>,
  CodedEntityChanges<F>,
  CodedEntity<A, F>,
  NewCodedEntity<A, F>
>;

/**
 * The use cases of one coded kind (badges, companies, tags, nomenclatures, contacts): the record
 * kernel's, with physical deletes, and its exchange: imports of `I`, exports of `X`.
 */
export interface CodedEntityUseCases<
  A extends CodedAudit = 'times',
  F extends Fields = CodedFields,
  L extends CodedFilter = CodedFilter,
  I = CodedEntityInput<F>,
  X = CodedEntity<A, F>,
> extends CodedExchange<I, X>,
    Omit<Lifecycle<A, F>, 'remove' | 'import'> {
  /** The list endpoint: pages, sorts, filters, search (docs/api/lists.md#coded-lists). */
  readonly list: ListUseCase<CodedEntity<A, F>, CodedSortKeyOf<F>, L>;
  readonly delete: Lifecycle<A, F>['remove'];
}

export type CodedEntityDeps = Pick<
  RecordContext<never, never, never, never>,
  'unitOfWork' | 'clock' | 'changes'
>;

/**
 * The record kernel instantiated for one coded kind. Without an exchange of its own, the kind
 * imports elements shaped like a create (`I` and `X` keep their defaults then): upserted by code,
 * or appended where the kind has no code; its export is the list in another format, ordered by
 * code (docs/api/README.md#ordering).
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
  plugged: CodedKindRules<A, F, I, X> = {},
): CodedEntityUseCases<A, F, L, I, X> {
  const rules = codedRules(kind, resource, plugged.beforeWrite, plugged.deleteGuard);
  const store = codedStore(repository, kind.coded, unitOfWork);
  const {
    remove,
    import: imports,
    ...lifecycle
  } = recordLifecycle({ rules, store, clock, unitOfWork, changes });
  const exchange =
    plugged.exchange ??
    ({
      import: imports,
      export: new ExportRecordsUseCase(() => repository.list()),
    } as unknown as CodedExchange<I, X>);
  return {
    ...exchange,
    ...lifecycle,
    list: new ListUseCase(repository, plugged.listing ?? listingOf<A, F>()),
    delete: remove,
  };
}

/** The coded list, for a kind that has the coded fields. */
function listingOf<A extends CodedAudit, F extends Fields>(): CodedKindListing<A, F> {
  return codedListing as unknown as CodedKindListing<A, F>;
}
