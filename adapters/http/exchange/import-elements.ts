import type { SeedElement } from '../../../application/archivable/seed-records.use-case.js';
import type { BatchElement } from '../../../application/exchange/batch.js';
import type { CsvRecord } from '../../csv/csv-codec.js';
import {
  type ServerFields,
  type WithoutServerFields,
  withoutServerFields,
} from '../archivable/archivable-bodies.js';
import type { RecordCsvFormat } from './record-csv.js';

/** Seed or import elements from a JSON array: errors name the index (`[3].label`). */
export function jsonElements<B extends ServerFields>(
  body: readonly B[],
): BatchElement<WithoutServerFields<B>>[] {
  return body.map((input, index) => ({ input: withoutServerFields(input), path: `[${index}].` }));
}

/** Import elements from CSV rows: errors name the line (`line 4: status`). */
export function csvElements<I>(
  records: readonly CsvRecord[],
  format: RecordCsvFormat<I, unknown>,
): SeedElement<I>[] {
  return records.map(({ line, values }) => ({ input: format.toInput(values), path: `line ${line}: ` }));
}
