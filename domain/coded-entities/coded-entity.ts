import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import { assertSameCode, validateCode, validateDescription, validateLabel } from '../shared/record-fields.js';

/**
 * The shape badges and companies share (docs/api/badges.md#badge-and-company-fields): a unique immutable code, a label and a
 * description, creation and change times, no audit actors and no archival.
 */
/** The kinds built on the coded-entity kernel, by their resource names. */
export type CodedResource = 'badges' | 'companies';

export interface CodedEntity {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

export type NewCodedEntity = Omit<CodedEntity, 'id'>;

export interface CodedEntityInput {
  readonly code: string;
  readonly label: string;
  readonly description?: string | null;
}

/** A PUT replaces every mutable field: an omitted description becomes null (docs/api/records.md#put-replaces). */
export interface CodedEntityChanges {
  readonly label: string;
  readonly description?: string | null;
  /** Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code). */
  readonly code?: string;
}

/** Validates an element of a create, seed or import; errors are reported under `path` (`[3].`, `line 4: `). */
export function newCodedEntity(input: CodedEntityInput, now: Instant, path = ''): NewCodedEntity {
  return {
    ...checkFields({
      code: () => validateCode(input.code, `${path}code`),
      label: () => validateLabel(input.label, `${path}label`),
      description: () => validateDescription(input.description, `${path}description`),
    }),
    createdAt: now,
    updatedAt: now,
  };
}

export function changeCodedEntity(
  entity: CodedEntity,
  changes: CodedEntityChanges,
  now: Instant,
): CodedEntity {
  assertSameCode(entity.code, changes.code);
  return {
    ...entity,
    label: validateLabel(changes.label),
    description: validateDescription(changes.description),
    updatedAt: now,
  };
}
