import { useCallback, useMemo } from 'react';
import { goTo, useSearch } from '../router';
import type { ListAddress, SearchAndSort } from './list-address';

/**
 * A list's search, filters and order kept in the address (docs/console.md#lists-in-the-address):
 * a reload or a bookmark shows the same list, and each change is a history entry, so Back
 * undoes it. Give `address` a constant: the state is read again only when the address changes.
 */
export function useListAddress<State>(address: ListAddress<State>): [State, (next: State) => void] {
  const search = useSearch();
  const state = useMemo(() => address.read(new URLSearchParams(search)), [address, search]);
  const setState = useCallback(
    (next: State) => {
      const query = address.write(next).toString();
      goTo(`${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [address],
  );
  return [state, setState];
}

/** A list of search words and order kept in the address, with a setter for each. */
export function useSearchAndSort<Sort extends string>(address: ListAddress<SearchAndSort<Sort>>) {
  const [{ q, sort }, setList] = useListAddress(address);
  const setQ = useCallback((words: string) => setList({ q: words, sort }), [setList, sort]);
  const setSort = useCallback((order: Sort) => setList({ q, sort: order }), [setList, q]);
  return { q, sort, setQ, setSort };
}
