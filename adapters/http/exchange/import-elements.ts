import type { SeedElement } from '../../../application/archivable/seed-records.use-case.js';
import type { BatchElement } from '../../../application/exchange/batch.js';
import type { CsvRecord } from '../../csv/csv-codec.js';
import {
  type ServerFields,
  type WithoutServerFields,
  withoutServerFields,
} from '../archivable/archivable-bodies.js';
import type { RecordCsvFormat } from './record-csv.js';

/** Import elements from a JSON array: errors name the index (`[3].label`). */
export function indexedElements<I>(inputs: readonly I[]): BatchElement<I>[] {
  return inputs.map((input, index) => ({ input, path: `[${index}].` }));
}

/** Seed or import elements from a JSON array of bodies, without their server-owned fields. */
export function jsonElements<B extends ServerFields>(
  body: readonly B[],
): BatchElement<WithoutServerFields<B>>[] {
  return indexedElements(body.map(withoutServerFields));
}

/** Import elements from CSV rows: errors name the line (`line 4: status`). */
export function csvElements<I>(
  records: readonly CsvRecord[],
  format: RecordCsvFormat<I, unknown>,
): SeedElement<I>[] {
  return records.map(({ line, values }) => ({ input: format.toInput(values), path: `line ${line}: ` }));
}
