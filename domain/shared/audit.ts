import type { Instant } from './instant.js';

/** Who created and who last changed a record, and when (docs/api/records.md#audit-fields). Names are snapshots, not references. */
export interface Audit {
  readonly createdAt: Instant;
  readonly createdBy: string;
  readonly updatedAt: Instant;
  readonly updatedBy: string;
}

export function createdBy(actor: string, now: Instant): Audit {
  return { createdAt: now, createdBy: actor, updatedAt: now, updatedBy: actor };
}

export function touchedBy<T extends Audit>(record: T, actor: string, now: Instant): T {
  return { ...record, updatedAt: now, updatedBy: actor };
}
