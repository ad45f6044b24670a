// How the memory tables of users and roles are listed, with the SQL adapters' filters (docs/api/lists.md#users, #roles).
import {
  type RoleFilter,
  type RoleSortKey,
  roleListing,
  roleSearchText,
} from '../../../../application/access/role-listing.js';
import {
  type UserFilter,
  type UserSortKey,
  userListing,
  userSearchText,
} from '../../../../application/access/user-listing.js';
import type { Role } from '../../../../domain/access/role.js';
import type { User } from '../../../../domain/access/user.js';
import type { MemoryTableListing } from '../listing/memory-table-repository.js';

export const memoryUserListing: MemoryTableListing<User, UserSortKey, UserFilter> = {
  definition: userListing,
  matches: (user, filter) =>
    (filter.role === undefined || user.roles.includes(filter.role)) &&
    (filter.enabled === undefined || user.enabled === filter.enabled) &&
    (filter.modifiedSince === undefined || user.updatedAt >= filter.modifiedSince),
  searchText: userSearchText,
};

export const memoryRoleListing: MemoryTableListing<Role, RoleSortKey, RoleFilter> = {
  definition: roleListing,
  matches: (role, filter) => filter.system === undefined || role.system === filter.system,
  searchText: roleSearchText,
};
