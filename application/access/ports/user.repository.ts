import type { NewUser, User } from '../../../domain/access/user.js';

export interface UserRepository {
  findById(id: number): Promise<User | undefined>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | undefined>;
  /** Ordered by username. */
  list(): Promise<User[]>;
  /**
   * Throws UsernameTaken when the username (ignoring case) exists, UnknownRoles when one of the
   * roles does not (deleted since the caller checked).
   */
  insert(user: NewUser): Promise<User>;
  /**
   * Throws UsernameTaken when renamed onto an existing username, UserNotFound when the user no
   * longer exists, UnknownRoles when one of the roles does not.
   */
  update(user: User): Promise<User>;
  delete(id: number): Promise<boolean>;
  countWithRole(roleCode: string): Promise<number>;
}
