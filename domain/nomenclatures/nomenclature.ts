import type { Audit } from '../shared/audit.js';
import type { RecordKind } from '../shared/record.errors.js';

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
