import { useCallback } from 'react';
import { api } from '../api/client';
import type { paths } from '../api/schema';
import { usePermissions } from '../auth/use-permissions';
import { exchangeOf } from '../exchange/exchange-resources';
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
import { ContactPanel } from './contact-panel';

const CONTACT_EXCHANGE = exchangeOf('/api/v1/contact', 'contacts');

type ContactSort = NonNullable<NonNullable<paths['/api/v1/contact']['get']['parameters']['query']>['sort']>;

const ADDRESS = searchAndSort<ContactSort>(
  bothWays(['lastName', 'firstName', 'email', 'companyName', 'createdDate', 'lastModifiedDate'] as const),
  'lastName',
);

const ROUTE = '/contacts';

/** The contacts, found by name, e-mail address or company, in a list with a side panel. */
export default function ContactsPage({ path }: { path: string }) {
  const { q, sort, setQ, setSort } = useSearchAndSort(ADDRESS);
  const fetchPage = useCallback(
    (cursor: string | undefined, count: boolean) =>
      api.GET('/api/v1/contact', {
        params: {
          query: listPageQuery(sort, q, cursor, count),
        },
      }),
    [q, sort],
  );
  const { list, panel, closePanel, changed } = useRoutedList(ROUTE, path, fetchPage, 'contacts');
  const canWrite = usePermissions().can('contacts:write');

  return (
    <ListScreen
      title="Contacts"
      list={list}
      newLabel={canWrite ? 'New contact' : undefined}
      onNew={() => navigate(`${ROUTE}/new`)}
      exchange={CONTACT_EXCHANGE}
      tools={
        <div className="filters">
          <SearchBox label="Search contacts" value={q} onSearch={setQ} />
        </div>
      }
      empty={
        q
          ? 'No contact matches this search. Clear it to see them all.'
          : canWrite
            ? 'No contacts yet. Add one with “New contact”.'
            : 'No contacts yet.'
      }
      table={
        <TableScroll label={'Contacts'}>
          <table className="table">
            <thead>
              <tr>
                <SortHeader column="lastName" label="Last name" sort={sort} onSort={setSort} />
                <SortHeader column="firstName" label="First name" sort={sort} onSort={setSort} />
                <SortHeader column="email" label="E-mail" sort={sort} onSort={setSort} />
                <SortHeader column="companyName" label="Company" sort={sort} onSort={setSort} />
              </tr>
            </thead>
            <tbody>
              {list.rows.map((contact) => (
                <tr key={contact.id} className={contact.id === panel.id ? 'row-open' : undefined}>
                  <td>
                    <Link href={`${ROUTE}/${contact.id}`} className="row-link">
                      {contact.lastName}
                    </Link>
                  </td>
                  <td>{contact.firstName}</td>
                  <td>{contact.email ?? '—'}</td>
                  <td>{contact.companyName ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      }
    >
      {panel.open && (panel.id !== undefined || canWrite) && (
        <ContactPanel key={panel.id ?? 'new'} id={panel.id} onClose={closePanel} onChanged={changed} />
      )}
    </ListScreen>
  );
}
