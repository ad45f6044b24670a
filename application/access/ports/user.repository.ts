import type { NewUser, User } from '../../../domain/access/user.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { ListingRepository } from '../../listing/ports/listing.repository.js';
import type { UserFilter, UserSortKey } from '../user-listing.js';

/** Lists page by keyset (docs/api/lists.md#users). */
export interface UserRepository extends ListingRepository<User, UserSortKey, UserFilter> {
  findById(id: number): Promise<User | undefined>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | undefined>;
  /**
   * Throws UsernameTaken when the username (ignoring case) exists, UnknownRoles when one of the
   * roles does not (deleted since the caller checked).
   */
  insert(user: NewUser): Promise<User>;
  /**
   * Throws UsernameTaken when renamed onto an existing username, UserNotFound when the user no
   * longer exists, UnknownRoles when one of the roles does not. Given `unchangedSince`, writes
   * only if the stored `updatedAt` is still that instant, else throws PreconditionFailed.
   */
  update(user: User, unchangedSince?: Instant): Promise<User>;
  /** False when there was no such row, or, given `unchangedSince`, its `updatedAt` is another. */
  delete(id: number, unchangedSince?: Instant): Promise<boolean>;
  countWithRole(roleCode: string): Promise<number>;
}
