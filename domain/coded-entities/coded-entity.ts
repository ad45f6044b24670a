import { type Audit, createdBy, touchedBy } from '../shared/audit.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import type { RecordKind } from '../shared/record.errors.js';
import { assertSameCode, validateCode } from '../shared/record-fields.js';
import {
  checkKindFields,
  defineKind,
  description,
  type InputOf,
  type KindDeclaration,
  label,
} from '../shared/record-kind.js';

/**
 * The shape badges, companies and tags share (docs/api/badges.md#badge-and-company-fields): a
 * unique immutable code, a label and a description, creation and change stamps, no archival.
 */
export const codedFields = { label: label(), description: description() };

export type CodedFields = typeof codedFields;

/** The kinds built on the coded-entity kernel, by their resource names. */
export type CodedResource = 'badges' | 'companies' | 'tags';

/**
 * What a coded kind stamps on a write: the times only (badges, companies), or the actors too
 * (tags, docs/api/records.md#audit-fields).
 */
export type CodedAudit = 'times' | 'actors';

/** Who created and last changed the entity, where the kind keeps them. */
type Actors<A extends CodedAudit> = A extends 'actors' ? Omit<Audit, 'createdAt' | 'updatedAt'> : unknown;

/** A coded kind's declaration: its name, error-code prefix, the coded fields and its stamps. */
export interface CodedKind<A extends CodedAudit = CodedAudit> extends KindDeclaration<CodedFields> {
  readonly audit: A;
}

export function codedKind<A extends CodedAudit>(kind: RecordKind, audit: A): CodedKind<A> {
  return { ...defineKind({ ...kind, fields: codedFields }), audit };
}

export type NewCodedEntity<A extends CodedAudit = 'times'> = {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
} & Actors<A>;

export type CodedEntity<A extends CodedAudit = 'times'> = NewCodedEntity<A> & { readonly id: number };

export type CodedEntityInput = InputOf<CodedFields> & { readonly code: string };

/**
 * A PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces).
 * Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code).
 */
export type CodedEntityChanges = InputOf<CodedFields> & { readonly code?: string };

/**
 * Validates an element of a create, seed or import; errors are reported under `path` (`[3].`,
 * `line 4: `), every bad field at once. `actor` is stamped where the kind keeps actors.
 */
export function newCodedEntity<A extends CodedAudit>(
  kind: CodedKind<A>,
  input: CodedEntityInput,
  actor: string,
  now: Instant,
  path = '',
): NewCodedEntity<A> {
  const { code, fields } = checkFields({
    code: () => validateCode(input.code, `${path}code`),
    fields: () => checkKindFields(kind, input, path),
  });
  const stamps = kind.audit === 'actors' ? createdBy(actor, now) : { createdAt: now, updatedAt: now };
  return { code, ...fields, ...stamps } as NewCodedEntity<A>;
}

/**
 * The fields are checked one after the other, so a PUT's answer names its first bad field, as it
 * always has; the code may be repeated but not changed.
 */
export function changeCodedEntity<A extends CodedAudit>(
  kind: CodedKind<A>,
  entity: CodedEntity<A>,
  changes: CodedEntityChanges,
  actor: string,
  now: Instant,
): CodedEntity<A> {
  assertSameCode(entity.code, changes.code);
  const { fields } = kind;
  const changed = {
    ...entity,
    label: fields.label.check(changes.label, 'label'),
    description: fields.description.check(changes.description, 'description'),
  };
  return kind.audit === 'actors'
    ? (touchedBy(changed as CodedEntity<'actors'>, actor, now) as CodedEntity<A>)
    : { ...changed, updatedAt: now };
}

/** The stamps a change writes: what an update or an upsert replaces in a stored entity. */
export function changeStamps<A extends CodedAudit>(
  kind: CodedKind<A>,
  entity: NewCodedEntity<A>,
): Partial<NewCodedEntity<A>> {
  const { updatedAt } = entity;
  const stamps =
    kind.audit === 'actors'
      ? { updatedAt, updatedBy: (entity as NewCodedEntity<'actors'>).updatedBy }
      : { updatedAt };
  return stamps as Partial<NewCodedEntity<A>>;
}
