import { useCallback, useState } from 'react';
import { usePermissions } from '../auth/use-permissions';
import { PrintList } from '../exchange/print-list';
import { navigate } from '../router';
import { useNomenclaturePaths } from '../taxonomy/nomenclature-paths';
import { NomenclatureTree } from '../taxonomy/nomenclature-tree';
import { Link } from '../ui/link';
import { bothWays, type ListAddress, oneOf, withoutDefaults } from '../ui/list-address';
import { ListScreen } from '../ui/list-screen';
import { panelOf } from '../ui/panel-route';
import { PrintNotice } from '../ui/print-notice';
import { SearchBox } from '../ui/search-box';
import { SortHeader } from '../ui/sort-header';
import { TableScroll } from '../ui/table-scroll';
import { listPageQuery, useKeysetList } from '../ui/use-keyset-list';
import { useListAddress } from '../ui/use-list-address';
import { usePrintout } from '../ui/use-printout';
import { When } from '../ui/when';
import { CodedPanel } from './coded-panel';
import { type Coded, type CodedResource, type CodedSort, parentOf } from './coded-resources';
import { SectionTabs } from './section-tabs';

type View = 'list' | 'tree';

const SORTS: readonly CodedSort[] = bothWays(['code', 'label', 'createdDate', 'lastModifiedDate'] as const);

/** `?q=…&sort=…&view=tree`: the nomenclatures shown as a tree is an address of its own too. */
const CODED_LIST_ADDRESS: ListAddress<{ q: string; sort: CodedSort; view: View }> = {
  read: (params) => ({
    q: params.get('q') ?? '',
    sort: oneOf(params.get('sort'), SORTS, 'code'),
    view: oneOf(params.get('view'), ['list', 'tree'] as const, 'list'),
  }),
  write: ({ q, sort, view }) =>
    withoutDefaults({ q, sort: sort === 'code' ? '' : sort, view: view === 'list' ? '' : view }),
};

/** The list of a record type of the shared shape, its search and order, and its side panel. */
export function CodedPage({ resource, path }: { resource: CodedResource; path: string }) {
  const [{ q, sort, view }, setList] = useListAddress(CODED_LIST_ADDRESS);
  const setQ = useCallback((words: string) => setList({ q: words, sort, view }), [setList, sort, view]);
  const setSort = (order: CodedSort) => setList({ q, sort: order, view });
  const setView = (shown: View) => setList({ q, sort, view: shown });
  const fetchPage = useCallback(
    (cursor: string | undefined, count: boolean) => resource.list(listPageQuery(sort, q, cursor, count)),
    [resource, q, sort],
  );
  const list = useKeysetList(fetchPage, resource.resource);
  // The tree's paths name each row's parent; read again after every change made here.
  const [changes, setChanges] = useState(0);
  const paths = useNomenclaturePaths(Boolean(resource.tree), changes);
  const pathOf = (id: number | null | undefined) => paths.find((choice) => choice.id === id)?.label ?? '—';
  const panel = panelOf(path, resource.route);
  const closePanel = useCallback(() => navigate(resource.route), [resource]);
  const canWrite = usePermissions().can(`${resource.resource}:write`);
  // Read only where the resource prints; the hook is there on every page all the same.
  const printout = usePrintout(resource.print?.base ?? '/api/v1/domaintemplate');

  const changed = (created?: Coded) => {
    list.reload();
    setChanges((count) => count + 1);
    if (created) navigate(`${resource.route}/${created.id}`, true);
  };

  return (
    <ListScreen
      title={resource.title}
      list={list}
      newLabel={canWrite ? `New ${resource.noun}` : undefined}
      onNew={() => navigate(`${resource.route}/new`)}
      actions={resource.print && <PrintList base={resource.print.base} printout={printout} />}
      notice={resource.print && <PrintNotice printout={printout} />}
      exchange={resource.exchange}
      tools={
        <>
          {resource.section && <SectionTabs current={resource} />}
          <div className="filters">
            {resource.tree && (
              <fieldset className="view-switch">
                <legend className="visually-hidden">Show as</legend>
                {(['list', 'tree'] as const).map((shown) => (
                  <button
                    key={shown}
                    type="button"
                    className="chip"
                    aria-pressed={view === shown}
                    onClick={() => setView(shown)}
                  >
                    {shown === 'list' ? 'List' : 'Tree'}
                  </button>
                ))}
              </fieldset>
            )}
            {view === 'list' && (
              <SearchBox label={`Search ${resource.title.toLowerCase()}`} value={q} onSearch={setQ} />
            )}
          </div>
        </>
      }
      empty={
        q
          ? `No ${resource.noun} matches this search. Clear it to see them all.`
          : canWrite
            ? `No ${resource.title.toLowerCase()} yet. Create the first one with “New ${resource.noun}”.`
            : `No ${resource.title.toLowerCase()} yet.`
      }
      table={
        view === 'tree' ? (
          <NomenclatureTree
            route={resource.route}
            paths={paths}
            version={changes}
            onMoved={() => changed()}
          />
        ) : (
          <TableScroll label={resource.title}>
            <table className="table">
              <thead>
                <tr>
                  <SortHeader column="code" label="Code" sort={sort} onSort={setSort} />
                  <SortHeader column="label" label="Label" sort={sort} onSort={setSort} />
                  {resource.tree && <th scope="col">Parent</th>}
                  <th scope="col">Description</th>
                  <SortHeader column="lastModifiedDate" label="Last changed" sort={sort} onSort={setSort} />
                </tr>
              </thead>
              <tbody>
                {list.rows.map((record) => (
                  <tr key={record.id} className={record.id === panel.id ? 'row-open' : undefined}>
                    <td>
                      <Link href={`${resource.route}/${record.id}`} className="row-link">
                        {record.code}
                      </Link>
                    </td>
                    <td>{record.label}</td>
                    {resource.tree && <td>{pathOf(parentOf(record))}</td>}
                    <td className="cell-long">{record.description ?? '—'}</td>
                    <td>
                      <When value={record.lastModifiedDate} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      }
    >
      {panel.open && (panel.id !== undefined || canWrite) && (
        <CodedPanel
          key={panel.id ?? 'new'}
          resource={resource}
          id={panel.id}
          onClose={closePanel}
          onChanged={changed}
        />
      )}
    </ListScreen>
  );
}
