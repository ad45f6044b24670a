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
import { When } from '../ui/when';
import { Lockouts } from './lockouts';
import { roleLabel, useRoles } from './use-roles';
import { UserPanel } from './user-panel';

type UserSort = NonNullable<NonNullable<paths['/api/v1/auth/users']['get']['parameters']['query']>['sort']>;

const ADDRESS = searchAndSort<UserSort>(
  bothWays(['username', 'createdDate', 'lastModifiedDate'] as const),
  'username',
);

const ROUTE = '/admin/users';

/** The users: search by username, sort, and each one's roles and state in a side panel. */
export default function UsersPage({ path }: { path: string }) {
  const { q, sort, setQ, setSort } = useSearchAndSort(ADDRESS);
  const fetchPage = useCallback(
    (cursor: string | undefined, count: boolean) =>
      api.GET('/api/v1/auth/users', {
        params: {
          query: listPageQuery(sort, q, cursor, count),
        },
      }),
    [q, sort],
  );
  const { list, panel, closePanel, changed } = useRoutedList(ROUTE, path, fetchPage);
  const roles = useRoles();

  return (
    <ListScreen
      title="Users"
      list={list}
      newLabel="New user"
      onNew={() => navigate(`${ROUTE}/new`)}
      tools={
        <>
          <Lockouts />
          <div className="filters">
            <SearchBox label="Search users" value={q} onSearch={setQ} />
          </div>
        </>
      }
      empty={
        q
          ? 'No user matches this search. Clear it to see them all.'
          : 'No users yet. Add one with “New user”.'
      }
      table={
        <TableScroll label={'Users'}>
          <table className="table">
            <thead>
              <tr>
                <SortHeader column="username" label="Username" sort={sort} onSort={setSort} />
                <th scope="col">Roles</th>
                <th scope="col">State</th>
                <SortHeader column="lastModifiedDate" label="Last changed" sort={sort} onSort={setSort} />
              </tr>
            </thead>
            <tbody>
              {list.rows.map((user) => (
                <tr key={user.id} className={user.id === panel.id ? 'row-open' : undefined}>
                  <td>
                    <Link href={`${ROUTE}/${user.id}`} className="row-link">
                      {user.username}
                    </Link>
                  </td>
                  <td>{user.roles.map((code) => roleLabel(roles, code)).join(', ') || '—'}</td>
                  <td>{user.enabled ? 'Enabled' : 'Disabled'}</td>
                  <td>
                    <When value={user.lastModifiedDate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      }
    >
      {panel.open && (
        <UserPanel key={panel.id ?? 'new'} id={panel.id} onClose={closePanel} onChanged={changed} />
      )}
    </ListScreen>
  );
}
