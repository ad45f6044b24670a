// How users are listed (docs/api/lists.md#users).
import type { User } from '../../domain/access/user.js';
import { searchText } from '../../domain/listing/search-words.js';
import type { Instant } from '../../domain/shared/instant.js';
import { type ListDefinition, type SortValue, TIME_SORT_KEYS, timeSortValue } from '../listing/list-query.js';

export const USER_SORT_KEYS = { username: 'text', ...TIME_SORT_KEYS } as const;
export type UserSortKey = keyof typeof USER_SORT_KEYS;

export const USER_DEFAULT_SORT: UserSortKey = 'username';

export interface UserFilter {
  /** Users holding this role (its code). */
  readonly role?: string;
  readonly enabled?: boolean;
  /** Users changed at or after this instant. */
  readonly modifiedSince?: Instant;
}

export function userSortValue(user: User, key: UserSortKey): SortValue {
  return key === 'username' ? user.username : timeSortValue(user, key);
}

export const userListing: ListDefinition<User, UserSortKey> = {
  sortKeys: USER_SORT_KEYS,
  sortValue: userSortValue,
};

/** What a user is found by: the words of the username (`jean.dupont` is `jean` and `dupont`). */
export function userSearchText(user: Pick<User, 'username'>): string {
  return searchText([user.username]);
}
