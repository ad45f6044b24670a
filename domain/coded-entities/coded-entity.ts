import { type Audit, createdBy, touchedBy } from '../shared/audit.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import type { RecordKind } from '../shared/record.errors.js';
import { assertSameCode, validateCode } from '../shared/record-fields.js';
import {
  checkKindFields,
  defineKind,
  description,
  type Field,
  type Fields,
  type FieldsOf,
  type InputOf,
  type KindDeclaration,
  label,
} from '../shared/record-kind.js';

/**
 * The shape badges, companies, tags and nomenclatures share (docs/api/badges.md#badge-and-company-fields):
 * a unique immutable code, a label and a description, creation and change stamps, no archival.
 */
export const codedFields = { label: label(), description: description() };

/** The coded fields, then a kind's own (a nomenclature's parent). */
export type CodedFields = typeof codedFields;

/** The kinds built on the coded-entity kernel, by their resource names. */
export type CodedResource = 'badges' | 'companies' | 'tags' | 'nomenclatures';

/**
 * What a coded kind stamps on a write: the times only (badges, companies), or the actors too
 * (tags, nomenclatures, docs/api/records.md#audit-fields).
 */
export type CodedAudit = 'times' | 'actors';

/** Who created and last changed the entity, where the kind keeps them. */
type Actors<A extends CodedAudit> = A extends 'actors' ? Omit<Audit, 'createdAt' | 'updatedAt'> : unknown;

/** A coded kind's declaration: its name, error-code prefix, the coded fields and its own, and its stamps. */
export interface CodedKind<A extends CodedAudit = CodedAudit, F extends CodedFields = CodedFields>
  extends KindDeclaration<F> {
  readonly audit: A;
}

/** `own`: the kind's fields after the coded ones, declared like any kind's (docs/architecture.md#adding-a-kind). */
export function codedKind<A extends CodedAudit, const O extends Fields = Record<never, never>>(
  kind: RecordKind,
  audit: A,
  own?: O,
): CodedKind<A, CodedFields & O> {
  return { ...defineKind({ ...kind, fields: { ...codedFields, ...own } as CodedFields & O }), audit };
}

/** The fields every coded entity has, whatever else its kind declares. */
interface CodedValues {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}

export type NewCodedEntity<
  A extends CodedAudit = 'times',
  F extends CodedFields = CodedFields,
> = CodedValues & FieldsOf<F> & { readonly createdAt: Instant; readonly updatedAt: Instant } & Actors<A>;

export type CodedEntity<A extends CodedAudit = 'times', F extends CodedFields = CodedFields> = NewCodedEntity<
  A,
  F
> & { readonly id: number };

export type CodedEntityInput<F extends CodedFields = CodedFields> = InputOf<F> & { readonly code: string };

/**
 * A PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces).
 * Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code).
 */
export type CodedEntityChanges<F extends CodedFields = CodedFields> = InputOf<F> & { readonly code?: string };

/** The kind's fields besides label and description: what a repository stores in columns of their own. */
export function ownFields(kind: KindDeclaration): [string, Field][] {
  return Object.entries(kind.fields).filter(([key]) => !(key in codedFields));
}

/**
 * Validates an element of a create, seed or import; errors are reported under `path` (`[3].`,
 * `line 4: `), every bad field at once. `actor` is stamped where the kind keeps actors.
 */
export function newCodedEntity<A extends CodedAudit, F extends CodedFields>(
  kind: CodedKind<A, F>,
  input: CodedEntityInput<F>,
  actor: string,
  now: Instant,
  path = '',
): NewCodedEntity<A, F> {
  const { code, fields } = checkFields({
    code: () => validateCode(input.code, `${path}code`),
    fields: () => checkKindFields(kind, input, path),
  });
  const stamps = kind.audit === 'actors' ? createdBy(actor, now) : { createdAt: now, updatedAt: now };
  return { code, ...fields, ...stamps } as NewCodedEntity<A, F>;
}

/**
 * The fields are checked one after the other, in their declared order, so a PUT's answer names
 * its first bad field, as it always has; the code may be repeated but not changed.
 */
export function changeCodedEntity<A extends CodedAudit, F extends CodedFields>(
  kind: CodedKind<A, F>,
  entity: CodedEntity<A, F>,
  changes: CodedEntityChanges<F>,
  actor: string,
  now: Instant,
): CodedEntity<A, F> {
  assertSameCode(entity.code, changes.code);
  const sent = changes as Readonly<Record<string, unknown>>;
  const changed: Record<string, unknown> = { ...entity };
  for (const [key, field] of Object.entries(kind.fields)) {
    changed[key] = (field.check as (value: unknown, at: string) => unknown)(sent[key], key);
  }
  return kind.audit === 'actors'
    ? (touchedBy(changed as unknown as CodedEntity<'actors'>, actor, now) as unknown as CodedEntity<A, F>)
    : ({ ...changed, updatedAt: now } as unknown as CodedEntity<A, F>);
}

/** The stamps a change writes: what an update or an upsert replaces in a stored entity. */
export function changeStamps<A extends CodedAudit, F extends CodedFields>(
  kind: CodedKind<A, F>,
  entity: NewCodedEntity<A, F>,
): Partial<NewCodedEntity<A, F>> {
  const { updatedAt } = entity;
  const stamps =
    kind.audit === 'actors'
      ? { updatedAt, updatedBy: (entity as unknown as NewCodedEntity<'actors'>).updatedBy }
      : { updatedAt };
  return stamps as Partial<NewCodedEntity<A, F>>;
}
