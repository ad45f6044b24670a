import { type CodedEntity, codedKind } from '../records/coded-entity.js';
import type { RecordKind } from '../shared/record.errors.js';

export const BADGE: RecordKind = { name: 'Badge', code: 'BADGE' };

export const badgeKind = codedKind(BADGE, 'times');

export type Badge = CodedEntity;
