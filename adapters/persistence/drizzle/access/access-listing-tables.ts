// How users and roles are sorted and filtered on Drizzle (docs/api/lists.md#users, #roles).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { RoleFilter, RoleSortKey } from '../../../../application/access/role-listing.js';
import type { UserFilter, UserSortKey } from '../../../../application/access/user-listing.js';
import type { Tables } from '../drizzle-gateway.js';
import type { ListingTable } from '../listing/keyset-page.js';

export function userListingTable({ users, userRoles, roles }: Tables): ListingTable<UserSortKey, UserFilter> {
  return {
    table: users,
    id: users.id,
    sortColumns: {
      username: { column: users.username },
      createdDate: { column: users.createdAt },
      lastModifiedDate: { column: users.updatedAt },
    },
    filters: (filter) => [
      filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled),
      filter.modifiedSince === undefined ? undefined : gte(users.updatedAt, filter.modifiedSince),
      filter.role === undefined
        ? undefined
        : sql`exists (select 1 from ${userRoles} join ${roles} on ${eq(roles.id, userRoles.roleId)} where ${and(
            eq(userRoles.userId, users.id),
            eq(roles.code, filter.role),
          )})`,
    ],
    search: { column: users.searchText, ftsTable: 'users_search' },
  };
}

export function roleListingTable({ roles }: Tables): ListingTable<RoleSortKey, RoleFilter> {
  return {
    table: roles,
    id: roles.id,
    sortColumns: {
      code: { column: roles.code, unique: true },
      label: { column: roles.label },
    },
    filters: (filter) => [filter.system === undefined ? undefined : eq(roles.system, filter.system)],
    search: { column: roles.searchText, ftsTable: 'roles_search' },
  };
}
