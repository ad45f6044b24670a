import type { RecordKind } from '../shared/record.errors.js';
import type { CodedEntity } from './coded-entity.js';

export const BADGE: RecordKind = { name: 'Badge', code: 'BADGE' };

export type Badge = CodedEntity;
