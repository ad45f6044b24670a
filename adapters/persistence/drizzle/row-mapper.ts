import type { Selection } from './drizzle-gateway.js';

type Mapper = (row: readonly unknown[]) => Record<string, unknown>;

const mappers = new WeakMap<Selection, Mapper>();

/** A count's one value, `n`, a number whichever type the driver gives it (Postgres: a bigint's text). */
export const COUNTED = { n: { mapFromDriverValue: Number } } as unknown as Selection;

/**
 * Names a row read in array mode by the selection it was read for, each value decoded by its
 * column as Drizzle would. Built once per selection: Drizzle works out each value's decoder
 * again for every row.
 */
export function rowMapper(selection: Selection): Mapper {
  let mapper = mappers.get(selection);
  if (mapper === undefined) {
    const entries = Object.entries(selection);
    const names = entries.map(([name]) => name);
    const columns = entries.map(([, column]) => column);
    mapper = (row) => {
      const named: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const value = row[i];
        named[names[i]!] = value === null ? null : columns[i]!.mapFromDriverValue(value);
      }
      return named;
    };
    mappers.set(selection, mapper);
  }
  return mapper;
}
