import { z } from '@hono/zod-openapi';
import type { Audit } from '../../../domain/shared/audit.js';
import { formatInstant } from '../../../domain/shared/instant.js';
import {
  MAX_CODE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
} from '../../../domain/shared/record-fields.js';
import { ignoredServerFields, Timestamp } from '../access/users.schemas.js';
import { ServerOwned } from './common.js';

/*
 * Schemas shared by the audited records (docs/api/records.md#shared-fields): tasks, tags, nomenclatures,
 * template objects. Lengths and text rules are checked by the domain (docs/api/records.md#field-rules), which
 * names the field in the 400; these schemas check types and document the rules.
 */

export const RecordCode = z.string().openapi({
  description: `1 to ${MAX_CODE_LENGTH} characters of one line, no leading or trailing whitespace, no invisible or bidi-control characters; stored in Unicode NFC; unique; immutable`,
  example: 'urgent',
});

export const RecordLabel = z.string().openapi({
  description: `One line with a visible character, at most ${MAX_LABEL_LENGTH} characters`,
  example: 'Urgent',
});

/** Optional: omitted (also on PUT, which replaces every mutable field) means null (docs/api/records.md#put-replaces). */
export const RecordDescription = z
  .string()
  .nullable()
  .optional()
  .openapi({ description: `At most ${MAX_DESCRIPTION_LENGTH} characters; omitted means null` });

/** On update: ignored when equal to the stored code, any other value is a 400 (docs/api/records.md#immutable-code). */
export const ImmutableCode = RecordCode.optional().openapi({
  description: 'Ignored when equal to the stored code; any other value is a 400 (codes are immutable)',
});

/** Server-owned fields of an audited record; a client may send them back, they are ignored (docs/api/records.md#server-owned-fields). */
export const ignoredRecordFields = {
  ...ignoredServerFields,
  createdBy: ServerOwned,
  lastModifiedBy: ServerOwned,
};

/** The audit part of a record response. */
export const auditResponseFields = {
  createdDate: Timestamp,
  lastModifiedDate: Timestamp,
  createdBy: z.string().openapi({ description: 'Username of the creator (a snapshot)', example: 'admin' }),
  lastModifiedBy: z
    .string()
    .openapi({ description: 'Username of the last editor (a snapshot)', example: 'admin' }),
};

export function toAuditResponse(record: Audit) {
  return {
    createdDate: formatInstant(record.createdAt),
    lastModifiedDate: formatInstant(record.updatedAt),
    createdBy: record.createdBy,
    lastModifiedBy: record.updatedBy,
  };
}
