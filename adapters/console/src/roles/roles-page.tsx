import { useCallback } from 'react';
import { api } from '../api/client';
import type { paths } from '../api/schema';
import { navigate } from '../router';
import { Link } from '../ui/link';
import { bothWays, searchAndSort } from '../ui/list-address';
import { ListScreen } from '../ui/list-screen';
import { SearchBox } from '../ui/search-box';
import { SortHeader } from '../ui/sort-header';
import { TableScroll } from '../ui/table-scroll';
import { listPageQuery } from '../ui/use-keyset-list';
import { useSearchAndSort } from '../ui/use-list-address';
import { useRoutedList } from '../ui/use-routed-list';
import { RolePanel } from './role-panel';

type RoleSort = NonNullable<NonNullable<paths['/api/v1/auth/roles']['get']['parameters']['query']>['sort']>;

const ADDRESS = searchAndSort<RoleSort>(bothWays(['code', 'label'] as const), 'code');

const ROUTE = '/admin/roles';

/** The roles and how many permissions each grants; a role's permissions in a side panel. */
export default function RolesPage({ path }: { path: string }) {
  const { q, sort, setQ, setSort } = useSearchAndSort(ADDRESS);
  const fetchPage = useCallback(
    (cursor: string | undefined, count: boolean) =>
      api.GET('/api/v1/auth/roles', {
        params: {
          query: listPageQuery(sort, q, cursor, count),
        },
      }),
    [q, sort],
  );
  const { list, panel, closePanel, changed } = useRoutedList(ROUTE, path, fetchPage);

  return (
    <ListScreen
      title="Roles"
      list={list}
      newLabel="New role"
      onNew={() => navigate(`${ROUTE}/new`)}
      tools={
        <div className="filters">
          <SearchBox label="Search roles" value={q} onSearch={setQ} />
        </div>
      }
      empty={
        q
          ? 'No role matches this search. Clear it to see them all.'
          : 'No roles yet. Add one with “New role”.'
      }
      table={
        <TableScroll label={'Roles'}>
          <table className="table">
            <thead>
              <tr>
                <SortHeader column="label" label="Role" sort={sort} onSort={setSort} />
                <SortHeader column="code" label="Code" sort={sort} onSort={setSort} />
                <th scope="col">Permissions</th>
                <th scope="col">Kind</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((role) => (
                <tr key={role.id} className={role.id === panel.id ? 'row-open' : undefined}>
                  <td>
                    <Link href={`${ROUTE}/${role.id}`} className="row-link">
                      {role.label}
                    </Link>
                  </td>
                  <td className="muted">{role.code}</td>
                  <td>{role.permissions.length}</td>
                  <td>{role.system ? 'System' : 'Custom'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      }
    >
      {panel.open && (
        <RolePanel key={panel.id ?? 'new'} id={panel.id} onClose={closePanel} onChanged={changed} />
      )}
    </ListScreen>
  );
}
