import { type ErrorDetail, InvalidInput } from '../../domain/shared/domain-error.js';

/** The columns an upload may have (docs/api/exchange.md#headers). */
export interface CsvColumns {
  /** The headers read by default, each exactly as written here; the first is the export's. */
  readonly exact: ExactHeaders;
  /** Every column a named header may have, in export order. */
  readonly all: readonly string[];
  /** The ones every named header has. */
  readonly required: readonly string[];
}

export type ExactHeaders = readonly [readonly string[], ...(readonly string[])[]];

/**
 * How the header row is matched: `exact` (the default) is one of `CsvColumns.exact`, column for
 * column; `named` names the columns it brings, in any order, the required ones among them.
 */
export type CsvHeaderMode = 'exact' | 'named';

/** Header problems named in one answer, at most this many. */
const MAX_PROBLEMS = 100;

/** The header as given, when it is acceptable in `mode`; otherwise a CSV.HEADER_MISMATCH naming what is wrong. */
export function matchHeader(
  record: readonly string[],
  columns: CsvColumns,
  mode: CsvHeaderMode,
): readonly string[] {
  const problems = mode === 'named' ? namedProblems(record, columns) : exactProblems(record, columns.exact);
  if (problems.length > 0) throw headerMismatch(columns, mode, problems);
  return record;
}

export function headerMismatch(
  columns: CsvColumns,
  mode: CsvHeaderMode,
  problems: readonly ErrorDetail[],
): InvalidInput {
  return new InvalidInput(
    'CSV.HEADER_MISMATCH',
    expectedHeader(columns, mode),
    problems.slice(0, MAX_PROBLEMS),
  );
}

function expectedHeader(columns: CsvColumns, mode: CsvHeaderMode): string {
  if (mode === 'named') {
    const required = columns.required.map((name) => `"${name}"`).join(' and ');
    return `the header must name ${required}, and only columns of "${columns.all.join(',')}"`;
  }
  const headers = columns.exact.map((header) => `"${header.join(',')}"`).join(' or ');
  return `the header must be ${headers} (or, with ?columns=named, name the columns it brings in any order)`;
}

/**
 * What keeps the header from being an exact one: none when it is one; that the order differs
 * when it has the columns of one; else what differs from the nearest (fewest problems).
 */
function exactProblems(record: readonly string[], exact: ExactHeaders): ErrorDetail[] {
  if (
    exact.some((header) => header.length === record.length && header.every((name, i) => name === record[i]))
  ) {
    return [];
  }
  const each = exact.map((header) => namedProblems(record, { all: header, required: header }));
  if (each.some((problems) => problems.length === 0)) return [atLine1('names the columns in another order')];
  return each.reduce((nearest, problems) => (problems.length < nearest.length ? problems : nearest));
}

/** Unknown and repeated columns, and required ones left out. */
function namedProblems(
  record: readonly string[],
  columns: Pick<CsvColumns, 'all' | 'required'>,
): ErrorDetail[] {
  const known = new Set(columns.all);
  const problems: ErrorDetail[] = [];
  const named = new Set<string>();
  for (const name of record) {
    if (!known.has(name)) problems.push(atLine1(`names an unknown column "${name}"`));
    else if (named.has(name)) problems.push(atLine1(`names the column "${name}" twice`));
    named.add(name);
  }
  for (const name of columns.required) {
    if (!named.has(name)) problems.push(atLine1(`lacks the column "${name}"`));
  }
  return problems;
}

function atLine1(message: string): ErrorDetail {
  return { path: 'line 1', message };
}
