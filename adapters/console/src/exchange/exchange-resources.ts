import type { paths } from '../api/schema';
import type { MappedColumn } from './import-mapping';

/** The API path of a resource that imports CSV: `/api/v1/task` for `/api/v1/task/import.csv`. */
type BaseOf<P> = P extends `${infer Base}/import.csv` ? Base : never;
export type ExchangeBase = BaseOf<keyof paths>;

/** A resource's imports and exports, as the list screen offers them. */
export interface Exchange {
  readonly base: ExchangeBase;
  /** The records, plural, in the screen's words: "tasks", "template objects". */
  readonly plural: string;
  /** The name of an export when the service names none. */
  readonly fileName: string;
  /** Its name in permissions: `tasks` for `tasks:import`. */
  readonly resource: string;
  /** The CSV columns whose values the import may map to the service's (statuses, dates). */
  readonly mapped?: readonly MappedColumn[];
}

const RESOURCES: Readonly<Record<ExchangeBase, string>> = {
  '/api/v1/task': 'tasks',
  '/api/v1/domaintemplate': 'template-objects',
  '/api/v1/tag': 'tags',
  '/api/v1/nomenclature': 'nomenclatures',
  '/api/v1/badge': 'badges',
  '/api/v1/company': 'companies',
  '/api/v1/contact': 'contacts',
};

export const exchangeOf = (
  base: ExchangeBase,
  plural: string,
  mapped: readonly MappedColumn[] = [],
): Exchange => ({
  base,
  plural,
  fileName: base.split('/').pop() ?? 'export',
  resource: RESOURCES[base],
  mapped,
});
