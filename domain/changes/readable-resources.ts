import type { Permission } from '../access/permission.js';
import { CHANGED_RESOURCES, type ChangedResource } from './change.js';

/** The kinds whose changes a caller may see: those they hold `<resource>:read` for. */
export function readableResources(permissions: ReadonlySet<Permission>): ReadonlySet<ChangedResource> {
  return new Set(CHANGED_RESOURCES.filter((resource) => permissions.has(`${resource}:read`)));
}
