import { useCallback } from 'react';
import { navigate } from '../router';
import { panelOf } from './panel-route';
import { type PageFetcher, useKeysetList } from './use-keyset-list';

/**
 * A list whose records open in a side panel at `<route>/<id>` (`<route>/new` creates): the
 * pages, the panel the address names, how to close it, and what to do after a change (read
 * the list again; a created record opens in its panel).
 */
export function useRoutedList<Row extends { readonly id: number }>(
  route: string,
  path: string,
  fetchPage: PageFetcher<Row>,
  live?: string,
) {
  const list = useKeysetList(fetchPage, live);
  const panel = panelOf(path, route);
  const closePanel = useCallback(() => navigate(route), [route]);
  const changed = (created?: Row) => {
    list.reload();
    if (created) navigate(`${route}/${created.id}`, true);
  };
  return { list, panel, closePanel, changed };
}
