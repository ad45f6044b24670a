import { type Audit, createdBy, touchedBy } from '../shared/audit.js';
import { checkFields } from '../shared/field-checks.js';
import type { Instant } from '../shared/instant.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';
import { assertSameCode, validateCode, validateDescription, validateLabel } from '../shared/record-fields.js';

export const NOMENCLATURE: RecordKind = { name: 'Nomenclature', code: 'NOMENCLATURE' };

export interface Nomenclature extends Audit {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
  /** Null for a root of the tree. */
  readonly parentId: number | null;
}

export type NewNomenclature = Omit<Nomenclature, 'id'>;

export interface NomenclatureInput {
  readonly code: string;
  readonly label: string;
  readonly description?: string | null;
  readonly parentId?: number | null;
}

/** A PUT replaces every mutable field: an omitted description or parent becomes null (docs/api/records.md#put-replaces). */
export interface NomenclatureChanges {
  readonly label: string;
  readonly description?: string | null;
  readonly parentId?: number | null;
  /** Clients may send the code back unchanged; codes are immutable (docs/api/records.md#immutable-code). */
  readonly code?: string;
}

/**
 * Field rules only; whether the parent exists is the tree's business (nomenclature-tree.ts).
 * Errors are reported under `path` (`[3].`, `line 4: ` in an import).
 */
export function newNomenclature(
  input: NomenclatureInput,
  actor: string,
  now: Instant,
  path = '',
): NewNomenclature {
  return {
    ...checkFields({
      code: () => validateCode(input.code, `${path}code`),
      label: () => validateLabel(input.label, `${path}label`),
      description: () => validateDescription(input.description, `${path}description`),
    }),
    parentId: input.parentId ?? null,
    ...createdBy(actor, now),
  };
}

/** Field rules only; check the new parent with `assertValidParent` before storing. */
export function changeNomenclature(
  nomenclature: Nomenclature,
  changes: NomenclatureChanges,
  actor: string,
  now: Instant,
): Nomenclature {
  assertSameCode(nomenclature.code, changes.code);
  const changed: Nomenclature = {
    ...nomenclature,
    label: validateLabel(changes.label),
    description: validateDescription(changes.description),
    parentId: changes.parentId ?? null,
  };
  return touchedBy(changed, actor, now);
}

/**
 * Refuses to delete an entry that has children or that tasks still use; `taskReferences`
 * counts every task row using it, archived ones included (docs/api/taxonomy.md#delete-rules).
 */
export function assertNomenclatureDeletable(
  nomenclature: Nomenclature,
  children: number,
  taskReferences: number,
): void {
  const reasons: string[] = [];
  if (children > 0) reasons.push(`it has ${plural(children, 'child', 'children')}`);
  if (taskReferences > 0) {
    reasons.push(`it is used by ${plural(taskReferences, 'task', 'tasks')} (archived ones included)`);
  }
  if (reasons.length > 0) throw new RecordInUse(NOMENCLATURE, nomenclature.id, reasons.join(' and '));
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
