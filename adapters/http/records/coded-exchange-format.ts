// A coded kind's import and export over HTTP (docs/api/exchange.md#exchange-operations): by default
// the create body as an element and the resource as a row; a kind whose file says more (a
// nomenclature's parent by code) plugs in its own.
import type { z } from '@hono/zod-openapi';
import type { CodedAudit, CodedEntity, CodedEntityInput } from '../../../domain/records/coded-entity.js';
import type { Fields } from '../../../domain/shared/record-kind.js';
import type { CsvCell, CsvColumns } from '../../csv/csv-codec.js';
import type { CsvValues } from '../exchange/record-csv.js';
import type { CodedEntitySchemas } from './coded.schemas.js';

/** `I`: an element as the import use case takes it; `X`: a row as it returns it and the export gives it. */
export interface CodedExchangeFormat<I, X> {
  /** One element of import.json (and of the seed, where the kind has one). */
  readonly element: z.ZodType<I>;
  /** Swagger UI's element, which imports on a fresh instance. */
  readonly elementExample: unknown;
  /** A row of an import's answer and of export.json. */
  readonly response: z.ZodType;
  toResponse(row: X): object;
  readonly csv: {
    /** The export's header, and what an import's header may name. */
    readonly columns: CsvColumns;
    /** A document that imports on a fresh instance. */
    readonly example: string;
    fromCsv(values: CsvValues): I;
    toCsv(row: X): CsvCell[];
  };
  /** How an import treats existing data, e.g. `upsert by code`. */
  readonly importRule: string;
  /** Error statuses an import may answer besides 400 and the common ones; 413 by default. */
  readonly importErrors?: readonly number[];
}

/**
 * The kernel's exchange: elements shaped like a create, upserted by code, or each a new one (a
 * `noun`) where the kind has no code; rows as the resource.
 */
export function exchangeFormat<A extends CodedAudit, F extends Fields>(
  schemas: CodedEntitySchemas<A, F>,
  noun: string,
): CodedExchangeFormat<CodedEntityInput<F>, CodedEntity<A, F>> {
  return {
    element: schemas.create,
    elementExample: schemas.examples.imported,
    response: schemas.response,
    toResponse: schemas.toResponse,
    csv: schemas.csv,
    importRule: schemas.coded ? 'upsert by code' : `every row creates a new ${noun}`,
  };
}

/** The kind's exchange, or the kernel's: a kind without one has the create body as `I` and the entity as `X`. */
export function exchangeOf<A extends CodedAudit, F extends Fields, I, X>(resource: {
  readonly schemas: CodedEntitySchemas<A, F>;
  readonly noun: string;
  readonly exchange?: CodedExchangeFormat<I, X>;
}): CodedExchangeFormat<I, X> {
  return (
    resource.exchange ??
    (exchangeFormat(resource.schemas, resource.noun) as unknown as CodedExchangeFormat<I, X>)
  );
}
