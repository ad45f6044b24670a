import { useMemo, useState } from 'react';
import {
  type DateColumn,
  type DateFormat,
  dayFirst,
  detectDateFormat,
  distinctValues,
  type MappedColumn,
  type Mapping,
  mappedColumnsOf,
  suggestValue,
  toIsoDate,
  type ValueColumn,
} from './import-mapping';

/** At most this many distinct values of a column are offered for mapping. */
export const MAX_OFFERED_VALUES = 30;

export type MappingOffer =
  | {
      readonly kind: 'values';
      readonly column: ValueColumn;
      /** Each value of the file the service would not take as it is, and what it becomes ('' : as written). */
      readonly entries: readonly { readonly written: string; readonly chosen: string }[];
      /** Further values not offered. */
      readonly more: number;
    }
  | {
      readonly kind: 'date';
      readonly column: DateColumn;
      readonly detected: DateFormat;
      readonly chosen: DateFormat;
      /** Dates the chosen format cannot read: sent as written, for the service to name. */
      readonly unreadable: number;
    };

const key = (column: string, written: string) => `${column}\n${written}`;

/**
 * What the mapped columns of a CSV file (`table`: header first) hold, the console's suggestions
 * (its own labels, a date format that reads the dates), the user's choices over them, and the mapping.
 */
export function useImportMapping(columns: readonly MappedColumn[], table: readonly string[][] | undefined) {
  const [valueChoices, setValueChoices] = useState<Readonly<Record<string, string>>>({});
  const [dateChoices, setDateChoices] = useState<Readonly<Record<string, DateFormat>>>({});

  const offers = useMemo((): MappingOffer[] => {
    if (!table || table.length === 0) return [];
    const [header = [], ...rows] = table;
    return mappedColumnsOf(header, columns).flatMap(({ column, index }): MappingOffer[] => {
      const values = distinctValues(rows, index);
      if (column.kind === 'date') {
        const detected = detectDateFormat(values, dayFirst());
        const chosen = dateChoices[column.name] ?? detected;
        const unreadable = values.filter((value) => !toIsoDate(value, chosen)).length;
        return [{ kind: 'date', column, detected, chosen, unreadable }];
      }
      const taken = new Set(column.choices.map((choice) => choice.value));
      const foreign = values.filter((value) => !taken.has(value) && !/[\r\n]/.test(value));
      if (foreign.length === 0) return [];
      const entries = foreign.slice(0, MAX_OFFERED_VALUES).map((written) => ({
        written,
        chosen: valueChoices[key(column.name, written)] ?? suggestValue(written, column) ?? '',
      }));
      return [{ kind: 'values', column, entries, more: foreign.length - entries.length }];
    });
  }, [columns, table, valueChoices, dateChoices]);

  const mapping = useMemo((): Mapping => {
    const values: Record<string, Record<string, string>> = {};
    const dates: Record<string, DateFormat> = {};
    for (const offer of offers) {
      if (offer.kind === 'date') dates[offer.column.name] = offer.chosen;
      else
        values[offer.column.name] = Object.fromEntries(
          offer.entries.filter((entry) => entry.chosen !== '').map((entry) => [entry.written, entry.chosen]),
        );
    }
    return { values, dates };
  }, [offers]);

  return {
    offers,
    mapping,
    chooseValue: (column: string, written: string, value: string) =>
      setValueChoices((choices) => ({ ...choices, [key(column, written)]: value })),
    chooseDate: (column: string, format: DateFormat) =>
      setDateChoices((choices) => ({ ...choices, [column]: format })),
  };
}
