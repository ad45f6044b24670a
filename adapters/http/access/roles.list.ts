// The role list's parameters (docs/api/lists.md#roles) and the filter they give.
import type { z } from '@hono/zod-openapi';
import { ROLE_SORT_KEYS, type RoleFilter } from '../../../application/access/role-listing.js';
import { FlagValue, filterParameter, listParameters } from '../listing/list-parameters.js';

export const roleListParameters = listParameters(Object.keys(ROLE_SORT_KEYS), {
  system: filterParameter(
    FlagValue,
    'system',
    'true: the roles the service defines (ADMIN, USER, ANONYMOUS); false: the others',
  ),
});

export function roleFilter(params: z.output<typeof roleListParameters>): RoleFilter {
  return { system: params.system };
}
