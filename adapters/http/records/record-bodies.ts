import { z } from '@hono/zod-openapi';
import type { RecordCsvFormat } from '../exchange/record-csv.js';
import { ImmutableCode, ignoredRecordFields, RecordCode } from '../openapi/record.schemas.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';
import type { KindSubject } from './kind.routes.js';

/** What the routes of one kind of archivable record need to know, its body schemas typed. */
export interface ArchivableSchemas<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>
  extends KindSubject {
  /** The kind's name in messages, e.g. `Task`. */
  readonly kindName: string;
  /** Base name of export files, e.g. `tasks` for `tasks.csv` */
  readonly exportName: string;
  /** The export's header, an import's columns and Swagger UI's example. */
  readonly csv: Pick<RecordCsvFormat<unknown, unknown>, 'header' | 'columns' | 'example'>;
  /** The record's response, whose ETag If-Match names. */
  readonly toResponse: (record: never) => object;
  readonly create: C;
  readonly update: U;
  /** The PATCH body's document: the update's fields, each optional and nullable. */
  readonly patch: z.ZodType;
  readonly response: R;
  /** A create body that succeeds on a fresh instance once tag 1 and nomenclature 1 exist (Swagger UI's example). */
  readonly example: Readonly<Record<string, unknown>>;
}

/**
 * The create and update bodies of an archivable record (tasks, template objects): its own
 * fields, the code (immutable on update, docs/api/records.md#immutable-code), and the server-owned fields a client may send
 * back, which are ignored.
 */
export function archivableBodies<F extends z.ZodRawShape>(
  name: string,
  fields: F,
  example: { readonly code: string; readonly label: string } & Record<string, unknown>,
) {
  const { code: _code, ...changes } = example;
  const update = z
    .strictObject({ code: ImmutableCode, ...fields, ...ignoredRecordFields })
    .openapi(`${name}Update`, { example: { ...changes, label: `${example.label} (revised)` } });
  return {
    create: z
      .strictObject({ code: RecordCode, ...fields, ...ignoredRecordFields })
      .openapi(`${name}Create`, { example }),
    update,
    patch: mergePatchSchema(update, `${name}Patch`).openapi({ example: { description: null } }),
    example,
  };
}

/** The server-owned fields a body may carry (ignoredRecordFields). */
export interface ServerFields {
  readonly id?: unknown;
  readonly createdDate?: unknown;
  readonly lastModifiedDate?: unknown;
  readonly createdBy?: unknown;
  readonly lastModifiedBy?: unknown;
}

export type WithoutServerFields<T> = Omit<T, keyof ServerFields>;

/** The body without the server-owned fields (a PUT of what was read, an import of an export). */
export function withoutServerFields<T extends ServerFields>(body: T): WithoutServerFields<T> {
  const {
    id: _id,
    createdDate: _createdDate,
    lastModifiedDate: _lastModifiedDate,
    createdBy: _createdBy,
    lastModifiedBy: _lastModifiedBy,
    ...fields
  } = body;
  return fields;
}
