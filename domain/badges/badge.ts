import { type CodedEntity, codedKind } from '../coded-entities/coded-entity.js';
import type { RecordKind } from '../shared/record.errors.js';

export const BADGE: RecordKind = { name: 'Badge', code: 'BADGE' };

export const badgeKind = codedKind(BADGE, 'times');

export type Badge = CodedEntity;
