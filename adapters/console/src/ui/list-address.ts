// How a list's state is written into its address and read back; no React, so tests read it as is.

/** How a list's state is read from its address and written back into it. */
export interface ListAddress<State> {
  /** Whatever the address holds, even edited by hand: unknown values fall back to the defaults. */
  readonly read: (params: URLSearchParams) => State;
  /** Only what differs from the defaults, so a plain list keeps a plain address. */
  readonly write: (state: State) => URLSearchParams;
}

/** The search words and the order of a list that has nothing else: `?q=…&sort=…`. */
export interface SearchAndSort<Sort extends string> {
  readonly q: string;
  readonly sort: Sort;
}

/** The address of a list with a search box and sortable columns, `sorts` its known orders. */
export function searchAndSort<Sort extends string>(
  sorts: readonly Sort[],
  fallback: Sort,
): ListAddress<SearchAndSort<Sort>> {
  return {
    read: (params) => ({ q: params.get('q') ?? '', sort: oneOf(params.get('sort'), sorts, fallback) }),
    write: ({ q, sort }) => withoutDefaults({ q, sort: sort === fallback ? '' : sort }),
  };
}

/** `value` when it is one of `known`, else `fallback`. */
export function oneOf<T extends string>(value: string | null, known: readonly T[], fallback: T): T {
  return known.includes(value as T) ? (value as T) : fallback;
}

/** The known ones among a repeated parameter's values (`?status=TODO&status=DONE`). */
export function someOf<T extends string>(values: readonly string[], known: readonly T[]): T[] {
  return known.filter((value) => values.includes(value));
}

/** Parameters with their empty values left out; a list of values repeats the name. */
export function withoutDefaults(entries: Record<string, string | readonly string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    for (const one of typeof value === 'string' ? [value] : value) if (one !== '') params.append(name, one);
  }
  return params;
}

/** Every column's ascending and descending order: `code`, `-code`, … */
export function bothWays<Column extends string>(columns: readonly Column[]): (Column | `-${Column}`)[] {
  return columns.flatMap((column) => [column, `-${column}` as const]);
}
