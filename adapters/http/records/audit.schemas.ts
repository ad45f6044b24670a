import { z } from '@hono/zod-openapi';
import type { Audit } from '../../../domain/shared/audit.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import { Timestamp } from '../access/user.schemas.js';

/** The audit part of every audited record's response (spec 2.1). */
export const auditResponseFields = {
  createdDate: Timestamp,
  lastModifiedDate: Timestamp,
  createdBy: z.string().openapi({ description: 'Username of the creator (a snapshot, not a reference)' }),
  lastModifiedBy: z
    .string()
    .openapi({ description: 'Username of the last editor (a snapshot, not a reference)' }),
};

export function toAuditResponse(record: Audit) {
  return {
    createdDate: formatInstant(record.createdAt),
    lastModifiedDate: formatInstant(record.updatedAt),
    createdBy: record.createdBy,
    lastModifiedBy: record.updatedBy,
  };
}

const ignored = z.unknown().optional().openapi({ description: 'Server-owned; ignored when sent' });

/** Server-owned fields a client may send back (a PUT of what it read, an import of an export); ignored (D2). */
export const ignoredAuditFields = {
  id: ignored,
  createdDate: ignored,
  lastModifiedDate: ignored,
  createdBy: ignored,
  lastModifiedBy: ignored,
};

const IGNORED_KEYS = Object.keys(ignoredAuditFields);

/** The body without the server-owned fields. */
export function withoutServerFields<T extends object>(body: T): T {
  const copy = { ...body } as Record<string, unknown>;
  for (const key of IGNORED_KEYS) delete copy[key];
  return copy as T;
}
