import type { Audit } from '../shared/audit.js';
import type { RecordKind } from '../shared/record.errors.js';

export const TAG: RecordKind = { name: 'Tag', code: 'TAG' };

export interface Tag extends Audit {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}

export type NewTag = Omit<Tag, 'id'>;
