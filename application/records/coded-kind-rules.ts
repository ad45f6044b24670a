// What a coded kind plugs into the record kernel besides its declaration (docs/architecture.md#adding-a-kind).
import type {
  CodedAudit,
  CodedEntity,
  CodedFields,
  NewCodedEntity,
} from '../../domain/records/coded-entity.js';
import type { Fields } from '../../domain/shared/record-kind.js';
import type { BatchElement } from '../exchange/batch.js';
import type { CodedSortKeyOf, KindListing } from '../listing/coded-listing.js';
import type { Actor } from '../shared/actor.js';

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

/**
 * A kind's import and export (docs/api/exchange.md): by default an upsert by code of elements
 * shaped like a create, and every entity; a kind whose file says more plugs in its own.
 */
export interface CodedExchange<I, X> {
  /** import.json and import.csv, and the seed where the kind has one: the stored rows in request order. */
  readonly import: { execute(elements: readonly BatchElement<I>[], actor: Actor): Promise<X[]> };
  /** export.json and export.csv: every row, ordered by code. */
  readonly export: { execute(): Promise<X[]> };
}

/** A code-less kind's list: its sort keys and order, the words it is found by (contacts, docs/api/lists.md#contacts). */
export type CodedKindListing<A extends CodedAudit, F extends Fields> = KindListing<
  CodedEntity<A, F>,
  CodedSortKeyOf<F>
>;

export interface CodedKindRules<A extends CodedAudit, F extends Fields, I, X> {
  readonly deleteGuard?: DeleteGuard<A, F>;
  readonly beforeWrite?: BeforeWrite<A, F>;
  readonly exchange?: CodedExchange<I, X>;
  /** The coded list (codedListing) unless given. */
  readonly listing?: CodedKindListing<A, F>;
}
