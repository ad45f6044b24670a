import type { ReactNode } from 'react';
import { ExchangeActions } from '../exchange/exchange-actions';
import type { Exchange } from '../exchange/exchange-resources';
import { Banner } from './banner';
import type { KeysetList } from './use-keyset-list';

interface ListScreenProps<Row> {
  readonly title: string;
  readonly list: KeysetList<Row>;
  /** The create button's words ("New task"); none: nothing to create here. */
  readonly newLabel?: string;
  readonly onNew?: () => void;
  /** More of the list's actions, before import and export: printing. */
  readonly actions?: ReactNode;
  /** Its imports and exports, when the resource has them. */
  readonly exchange?: Exchange;
  /** Below the header, above the tools: what the header's actions have to say (a refused printout). */
  readonly notice?: ReactNode;
  /** Above the rows: the search box, filters, tabs, a selection bar. */
  readonly tools: ReactNode;
  /** What to do when there is no row: create one, or clear the search. */
  readonly empty: string;
  /** The table of the rows, shown when there are some. */
  readonly table: ReactNode;
  /** The side panel, when one is open. */
  readonly children?: ReactNode;
}

/** A module's list: title, count on demand, import and export, create button, tools, rows or an empty state, Load more. */
export function ListScreen<Row>({
  title,
  list,
  newLabel,
  onNew,
  actions,
  exchange,
  notice,
  tools,
  empty,
  table,
  children,
}: ListScreenProps<Row>) {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{title}</h1>
        <div className="page-actions">
          {list.total === undefined ? (
            <button type="button" className="button button-quiet" onClick={list.countRows}>
              Count
            </button>
          ) : (
            <span className="muted" role="status">
              {list.total} in all
            </span>
          )}
          {actions}
          {exchange && <ExchangeActions exchange={exchange} onImported={list.reload} />}
          {newLabel && (
            <button type="button" className="button button-primary" onClick={onNew}>
              {newLabel}
            </button>
          )}
        </div>
      </div>
      {notice}
      {tools}
      {list.problem?.banner && <Banner>{list.problem.banner}</Banner>}
      {list.rows.length > 0
        ? table
        : !list.loading && (
            <div className="empty">
              <p>{empty}</p>
            </div>
          )}
      <div className="list-footer">
        {list.loadMore && (
          <button type="button" className="button" onClick={list.loadMore} disabled={list.loading}>
            Load more
          </button>
        )}
        {list.loading && <span className="muted">Loading…</span>}
      </div>
      {children}
    </section>
  );
}
