import {
  type CodedEntity,
  type CodedEntityInput,
  codedKind,
  type NewCodedEntity,
} from '../records/coded-entity.js';
import { RecordInUse, type RecordKind } from '../shared/record.errors.js';
import { reference } from '../shared/record-kind.js';

export const NOMENCLATURE: RecordKind = { name: 'Nomenclature', code: 'NOMENCLATURE' };

/**
 * A nomenclature entry is a coded entity with actors and a parent: null for a root of the tree
 * (docs/api/taxonomy.md#nomenclature-fields). Whether the parent exists, and that it closes no
 * cycle, is the tree's business (nomenclature-tree.ts).
 */
export const nomenclatureKind = codedKind(NOMENCLATURE, 'actors', {
  parentId: reference('nomenclature'),
});

export type NomenclatureFields = typeof nomenclatureKind.fields;
export type Nomenclature = CodedEntity<'actors', NomenclatureFields>;
export type NewNomenclature = NewCodedEntity<'actors', NomenclatureFields>;
export type NomenclatureInput = CodedEntityInput<NomenclatureFields>;

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
