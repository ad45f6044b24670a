import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { UserRepository } from './ports/user.repository.js';
import type { RecentActors } from './recent-actors.js';

/** For some methods of a repository: whom a call's write makes remembered actors forget. */
type Forgets<R> = {
  [K in keyof R]?: R[K] extends (...args: infer A) => Promise<unknown> ? (...args: A) => void : never;
};

/**
 * `inner`, whose writes named in `forgets` drop remembered actors before the write and again after
 * it commits: until then other requests still read the old rows and would remember them again
 * (for two seconds). Its other methods are its own.
 */
function forgetting<R extends object>(inner: R, uow: UnitOfWork, forgets: Forgets<R>): R {
  return new Proxy(inner, {
    get(target, key) {
      const method = Reflect.get(target, key) as (...args: unknown[]) => Promise<unknown>;
      const forget = forgets[key as keyof R] as ((...args: unknown[]) => void) | undefined;
      if (!forget) return typeof method === 'function' ? method.bind(target) : method;
      return async (...args: unknown[]) => {
        forget(...args);
        const written = await method.apply(target, args);
        uow.afterCommit(() => forget(...args));
        return written;
      };
    },
  });
}

/** Every change to a user through this instance drops the user's remembered tokens. */
export function forgettingUsers(
  users: UserRepository,
  recent: RecentActors,
  uow: UnitOfWork,
): UserRepository {
  return forgetting(users, uow, {
    update: (user) => recent.forgetUser(user.id),
    delete: (id) => recent.forgetUser(id),
  });
}

/** A change to a role's permissions reaches every holder: all remembered actors are dropped. */
export function forgettingRoles(
  roles: RoleRepository,
  recent: RecentActors,
  uow: UnitOfWork,
): RoleRepository {
  return forgetting(roles, uow, { update: () => recent.forgetAll() });
}
