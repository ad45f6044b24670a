import type { NewRole, Role } from '../../../domain/access/role.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { RoleFilter, RoleSortKey } from '../role-listing.js';

/** Lists page by keyset (docs/api/lists.md#roles). */
export interface RoleRepository extends ListingRepository<Role, RoleSortKey, RoleFilter> {
  findById(id: number): Promise<Role | undefined>;
  findByCodes(codes: readonly string[]): Promise<Role[]>;
  /** Throws RoleCodeTaken when the code exists. */
  insert(role: NewRole): Promise<Role>;
  /** Inserts the roles whose code does not exist yet; safe when instances start together. */
  insertMissing(roles: readonly NewRole[]): Promise<void>;
  /**
   * Label and, for a custom role, permissions. Throws RoleNotFound when the role no longer exists.
   * Given `unchanged`, writes only if the stored label and permissions are still its, else throws
   * PreconditionFailed.
   */
  update(role: Role, unchanged?: Role): Promise<Role>;
  /**
   * False when there was no such role, or, given `unchanged`, its label or permissions are others;
   * throws RoleInUse when a user holds it.
   */
  delete(id: number, unchanged?: Role): Promise<boolean>;
}
