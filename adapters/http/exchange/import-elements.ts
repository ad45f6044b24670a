import type { Context } from 'hono';
import type { BatchElement } from '../../../application/exchange/batch.js';
import { type CsvColumns, parseCsv } from '../../csv/csv-codec.js';
import type { AppEnv } from '../app-env.js';
import {
  type ServerFields,
  type WithoutServerFields,
  withoutServerFields,
} from '../records/record-bodies.js';
import { csvOptions, MAX_IMPORT_ROWS } from './file-transfer.js';
import type { CsvValues } from './record-csv.js';

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

/** Import elements from an import's CSV body, a header of `columns`: errors name the line (`line 4: status`). */
export async function csvElements<I>(
  c: Context<AppEnv>,
  columns: CsvColumns,
  toInput: (values: CsvValues) => I,
): Promise<BatchElement<I>[]> {
  const table = await parseCsv(c.req.raw.body ?? '', columns, { maxRecords: MAX_IMPORT_ROWS }, csvOptions(c));
  return table.records.map(({ line, values }) => ({ input: toInput(values), path: `line ${line}: ` }));
}
