import { z } from '@hono/zod-openapi';
import { ImmutableCode, ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';

/**
 * The create and update bodies of an archivable record (tasks, template objects): its own
 * fields, the code (immutable on update, docs/api/records.md#immutable-code), and the server-owned fields a client may send
 * back, which are ignored.
 */
export function archivableBodies<F extends z.ZodRawShape>(name: string, fields: F) {
  return {
    create: z.strictObject({ code: RecordCode, ...fields, ...ignoredRecordFields }).openapi(`${name}Create`),
    update: z
      .strictObject({ code: ImmutableCode, ...fields, ...ignoredRecordFields })
      .openapi(`${name}Update`),
  };
}

const IGNORED_KEYS = Object.keys(ignoredRecordFields);

/** The body without the server-owned fields (a PUT of what was read, an import of an export). */
export function withoutServerFields<T extends object>(body: T): T {
  const copy = { ...body } as Record<string, unknown>;
  for (const key of IGNORED_KEYS) delete copy[key];
  return copy as T;
}
