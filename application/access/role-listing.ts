// How roles are listed (docs/api/lists.md#roles).
import type { Role } from '../../domain/access/role.js';
import { searchText } from '../../domain/listing/search-words.js';
import type { ListDefinition, SortValue } from '../listing/list-query.js';

export const ROLE_SORT_KEYS = { code: 'text', label: 'text' } as const;
export type RoleSortKey = keyof typeof ROLE_SORT_KEYS;

export interface RoleFilter {
  /** true: the roles the service defines and keeps; false: the ones users created. */
  readonly system?: boolean;
}

export function roleSortValue(role: Role, key: RoleSortKey): SortValue {
  return key === 'code' ? role.code : role.label;
}

export const roleListing: ListDefinition<Role, RoleSortKey> = {
  sortKeys: ROLE_SORT_KEYS,
  sortValue: roleSortValue,
};

/** What a role is found by: the words of its code and label. */
export function roleSearchText(role: Pick<Role, 'code' | 'label'>): string {
  return searchText([role.code, role.label]);
}
