import { SHORT_HEADER, TASK_HEADER } from './csv-exchange.js';

/** A kind of record with import.csv and export.csv, as docs/api/exchange.md#headers lists them. */
export interface CsvKind {
  readonly name: string;
  readonly base: string;
  /** The header export.csv writes and import.csv reads by default, exactly. */
  readonly header: string;
  /** Other headers read by default (the legacy task header). */
  readonly alternatives: readonly string[];
  /** The columns a header must name with `?columns=named`. */
  readonly required: readonly string[];
}

const coded = (name: string, base: string): CsvKind => ({
  name,
  base,
  header: SHORT_HEADER,
  alternatives: [],
  required: ['code', 'label'],
});

export const CSV_KINDS: readonly CsvKind[] = [
  {
    name: 'tasks',
    base: '/api/v1/task',
    header: TASK_HEADER,
    alternatives: [SHORT_HEADER],
    required: ['code', 'label'],
  },
  coded('template objects', '/api/v1/domaintemplate'),
  coded('badges', '/api/v1/badge'),
  coded('companies', '/api/v1/company'),
  coded('tags', '/api/v1/tag'),
  {
    ...coded('nomenclatures', '/api/v1/nomenclature'),
    header: `${SHORT_HEADER},parentId,parentCode`,
  },
  {
    name: 'contacts',
    base: '/api/v1/contact',
    header: 'id,firstName,lastName,companyName,email,createdDate,lastModifiedDate',
    alternatives: [],
    required: ['firstName', 'lastName'],
  },
];

/** A data row for `columns`: the required cells filled, every other cell empty (its default). */
export function minimalRow(columns: readonly string[]): string {
  const filled: Record<string, string> = { code: 'A', label: 'a', firstName: 'Ada', lastName: 'Lovelace' };
  return columns.map((name) => filled[name] ?? '').join(',');
}

/** The header detail of a refused default-mode header. */
export function expectedHeaderDetail(kind: CsvKind): string {
  const headers = [kind.header, ...kind.alternatives].map((header) => `"${header}"`).join(' or ');
  return `the header must be ${headers} (or, with ?columns=named, name the columns it brings in any order)`;
}
