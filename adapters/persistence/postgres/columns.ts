import { bigint, customType } from 'drizzle-orm/pg-core';

/** Text compared and ordered by code point, like SQLite's default (D7: `COLLATE "C"`). */
export const binaryText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => bigint(name, { mode: 'number' });

export const id = (name: string) => bigint(name, { mode: 'number' });
