import type { CodedEntity } from '../coded-entities/coded-entity.js';
import type { RecordKind } from '../shared/record.errors.js';

export const BADGE: RecordKind = { name: 'Badge', code: 'BADGE' };

export type Badge = CodedEntity;
