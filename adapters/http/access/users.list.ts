// The user list's parameters (docs/api/lists.md#users) and the filter they give.
import { z } from '@hono/zod-openapi';
import {
  USER_DEFAULT_SORT,
  USER_SORT_KEYS,
  type UserFilter,
} from '../../../application/access/user-listing.js';
import { FlagValue, filterParameter, listParameters } from '../listing/list-parameters.js';
import { recordFilterParameters } from '../records/record-list.parameters.js';

export const userListParameters = listParameters(
  Object.keys(USER_SORT_KEYS),
  {
    ...recordFilterParameters,
    role: filterParameter(z.string().max(50), 'role', 'Users holding the role of this code', 'ADMIN'),
    enabled: filterParameter(FlagValue, 'enabled', 'true: users who may log in; false: disabled users'),
  },
  USER_DEFAULT_SORT,
);

export function userFilter(params: z.output<typeof userListParameters>): UserFilter {
  return { role: params.role, enabled: params.enabled, modifiedSince: params.modifiedSince };
}
