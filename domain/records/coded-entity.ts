import { type Audit, createdBy, touchedBy } from '../shared/audit.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import type { RecordKind } from '../shared/record.errors.js';
import { assertSameCode, validateCode } from '../shared/record-fields.js';
import {
  checkKindFields,
  defineKind,
  description,
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

/**
 * The kinds built on the coded-entity kernel, by their resource names: the coded ones, and
 * contacts, a code-less kind (docs/architecture.md#adding-a-kind).
 */
export type CodedResource = 'badges' | 'companies' | 'tags' | 'nomenclatures' | 'contacts';

/**
 * What a coded kind stamps on a write: the times only (badges, companies), or the actors too
 * (tags, nomenclatures, docs/api/records.md#audit-fields).
 */
export type CodedAudit = 'times' | 'actors';

/** Who created and last changed the entity, where the kind keeps them. */
type Actors<A extends CodedAudit> = A extends 'actors' ? Omit<Audit, 'createdAt' | 'updatedAt'> : unknown;

/**
 * A kind's declaration on the kernel: its name, error-code prefix, fields and stamps. A coded
 * kind has the coded fields and a code; a code-less one (contacts) only fields of its own, and
 * its entities are known by their ID alone.
 */
export interface CodedKind<A extends CodedAudit = CodedAudit, F extends Fields = CodedFields>
  extends KindDeclaration<F> {
  readonly audit: A;
  /** Whether the entities have a code: true exactly when F has the coded fields. */
  readonly coded: boolean;
}

/** `own`: the kind's fields after the coded ones, declared like any kind's (docs/architecture.md#adding-a-kind). */
export function codedKind<A extends CodedAudit, const O extends Fields = Record<never, never>>(
  kind: RecordKind,
  audit: A,
  own?: O,
): CodedKind<A, CodedFields & O> {
  const fields = { ...codedFields, ...own } as CodedFields & O;
  return { ...defineKind({ ...kind, fields }), audit, coded: true };
}

/**
 * A kind without a code, label or description: no upsert by code, an import appends
 * (docs/api/badges.md#contact-operations). Its fields cannot be the coded ones, whose kinds have a code.
 */
export function codelessKind<A extends CodedAudit, const F extends Fields>(
  kind: RecordKind,
  audit: A,
  fields: F & (F extends CodedFields ? never : unknown),
): CodedKind<A, F> {
  return { ...defineKind<F>({ ...kind, fields }), audit, coded: false };
}

/** The code, which an entity has where its kind has the coded fields. */
export type CodeOf<F extends Fields> = F extends CodedFields ? { readonly code: string } : unknown;

/** The code of an entity of a coded kind (`kind.coded`), where the type of its fields is not known. */
export function codeOf(entity: object): string {
  return (entity as { readonly code: string }).code;
}

export type NewCodedEntity<A extends CodedAudit = 'times', F extends Fields = CodedFields> = CodeOf<F> &
  FieldsOf<F> & { readonly createdAt: Instant; readonly updatedAt: Instant } & Actors<A>;

export type CodedEntity<A extends CodedAudit = 'times', F extends Fields = CodedFields> = NewCodedEntity<
  A,
  F
> & { readonly id: number };

export type CodedEntityInput<F extends Fields = CodedFields> = InputOf<F> & CodeOf<F>;

/**
 * A PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces).
 * Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code).
 */
export type CodedEntityChanges<F extends Fields = CodedFields> = InputOf<F> & Partial<CodeOf<F>>;

/**
 * Validates an element of a create, seed or import; errors are reported under `path` (`[3].`,
 * `line 4: `), every bad field at once. `actor` is stamped where the kind keeps actors.
 */
export function newCodedEntity<A extends CodedAudit, F extends Fields>(
  kind: CodedKind<A, F>,
  input: CodedEntityInput<F>,
  actor: string,
  now: Instant,
  path = '',
): NewCodedEntity<A, F> {
  const stamps = kind.audit === 'actors' ? createdBy(actor, now) : { createdAt: now, updatedAt: now };
  if (!kind.coded) return { ...checkKindFields(kind, input, path), ...stamps } as NewCodedEntity<A, F>;
  const { code, fields } = checkFields({
    code: () => validateCode(codeOf(input), `${path}code`),
    fields: () => checkKindFields(kind, input, path),
  });
  return { code, ...fields, ...stamps } as NewCodedEntity<A, F>;
}

/**
 * A coded kind's fields are checked one after the other, in their declared order, so a PUT's
 * answer names its first bad field, as it always has; the code may be repeated but not changed.
 * A code-less kind's PUT names every bad field, like its create, as contacts' always has.
 */
export function changeCodedEntity<A extends CodedAudit, F extends Fields>(
  kind: CodedKind<A, F>,
  entity: CodedEntity<A, F>,
  changes: CodedEntityChanges<F>,
  actor: string,
  now: Instant,
): CodedEntity<A, F> {
  const changed: Record<string, unknown> = { ...entity };
  if (kind.coded) {
    assertSameCode(codeOf(entity), (changes as { readonly code?: string }).code);
    const sent = changes as Readonly<Record<string, unknown>>;
    for (const [key, field] of Object.entries(kind.fields)) {
      changed[key] = (field.check as (value: unknown, at: string) => unknown)(sent[key], key);
    }
  } else Object.assign(changed, checkKindFields(kind, changes));
  return kind.audit === 'actors'
    ? (touchedBy(changed as unknown as CodedEntity<'actors'>, actor, now) as unknown as CodedEntity<A, F>)
    : ({ ...changed, updatedAt: now } as unknown as CodedEntity<A, F>);
}

/** The stamps a change writes: what an update or an upsert replaces in a stored entity. */
export function changeStamps<A extends CodedAudit, F extends Fields>(
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
