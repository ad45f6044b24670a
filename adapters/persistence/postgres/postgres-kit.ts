// The Postgres builders the tables are declared with (drizzle/schema/).
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text compared and ordered by code point, like SQLite's default (docs/adr/0004-binary-code-point-order.md: `COLLATE "C"`). */
const binaryText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** A 64-bit integer, read as a JS number: IDs and instants stay below 2^53. */
const wholeNumber = (name: string) => bigint(name, { mode: 'number' });

export const postgresKit = {
  table: pgTable,
  /** An ID the database gives each new row. */
  generatedId: (name: string) => wholeNumber(name).primaryKey().generatedByDefaultAsIdentity(),
  /** An ID from a sequence of the table's own, never given twice. */
  serialId: <Name extends string>(name: Name) => bigserial(name, { mode: 'number' }).primaryKey(),
  id: wholeNumber,
  /** Whole microseconds since the epoch; see domain/shared/instant.ts. */
  micros: wholeNumber,
  text,
  binaryText,
  integer,
  boolean,
  index,
  uniqueIndex,
  primaryKey,
};
