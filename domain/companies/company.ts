import { type CodedEntity, codedKind } from '../records/coded-entity.js';
import type { RecordKind } from '../shared/record.errors.js';

export const COMPANY: RecordKind = { name: 'Company', code: 'COMPANY' };

export const companyKind = codedKind(COMPANY, 'times');

/** A company has the badge shape (docs/api/badges.md#badges-and-companies); contacts name their company in free text, not by reference. */
export type Company = CodedEntity;
