interface SortHeaderProps<Sort extends string> {
  readonly column: Sort;
  readonly label: string;
  /** The list's current order: `column`, or `-column` for descending. */
  readonly sort: Sort | `-${Sort}` | string;
  readonly onSort: (sort: Sort) => void;
}

/** A column header that sorts by its column, ascending first, then descending. */
export function SortHeader<Sort extends string>({ column, label, sort, onSort }: SortHeaderProps<Sort>) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button
        type="button"
        className="sort"
        onClick={() => onSort((direction === 'ascending' ? `-${column}` : column) as Sort)}
      >
        {label}
        <span aria-hidden="true">
          {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
        </span>
      </button>
    </th>
  );
}
