// What a coded kind plugs into the record kernel besides its declaration (docs/architecture.md#adding-a-kind).
import type {
  CodedAudit,
  CodedEntity,
  CodedFields,
  NewCodedEntity,
} from '../../domain/records/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { CodedSortKeyOf, KindListing } from '../listing/coded-listing.js';

/**
 * A kind's rule for refusing a delete (a tag that tasks use, docs/api/taxonomy.md#delete-rules):
 * it throws the refusal. Called in the delete's unit of work, after the precondition is met.
 */
export type DeleteGuard<A extends CodedAudit, F extends Fields = CodedFields> = (
  entity: CodedEntity<A, F>,
) => Promise<void>;

/**
 * A kind's checks of an entity about to be written that need the store (a parent that must exist
 * and close no cycle, docs/api/taxonomy.md#tree-rules): it throws the refusal. Called in the
 * write's unit of work, after the fields are checked; `stored` is what an update replaces.
 */
export type BeforeWrite<A extends CodedAudit, F extends Fields = CodedFields> = (
  entity: NewCodedEntity<A, F>,
  stored?: CodedEntity<A, F>,
) => Promise<void>;

/** A code-less kind's list: its sort keys and order, the words it is found by (contacts, docs/api/lists.md#contacts). */
export type CodedKindListing<A extends CodedAudit, F extends Fields> = KindListing<
  CodedEntity<A, F>,
  CodedSortKeyOf<F>
>;

export interface CodedKindRules<A extends CodedAudit, F extends Fields> {
  readonly deleteGuard?: DeleteGuard<A, F>;
  readonly beforeWrite?: BeforeWrite<A, F>;
  /** The coded list (codedListing) unless given. */
  readonly listing?: CodedKindListing<A, F>;
}
