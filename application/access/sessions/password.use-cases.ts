import { NotAuthenticated, UserNotFound } from '../../../domain/access/access.errors.js';
import { isPlausiblePassword, validatePassword } from '../../../domain/access/password.js';
import { wrongCurrentPassword } from '../../../domain/access/session.errors.js';
import type { User } from '../../../domain/access/user.js';
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { sessionOf } from './session.use-cases.js';
import type { ClientInfo, SessionIssuer, SignedIn } from './session-issuer.js';

export interface PasswordDeps {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly hasher: PasswordHasher;
  readonly issuer: SessionIssuer;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
}

/** A user's own password change, and an administrator's reset (docs/api/access.md#self-service). */
export class PasswordUseCases {
  constructor(private readonly deps: PasswordDeps) {}

  /** Every session of the user ends, this one too; the answer is a new one, so the client goes on. */
  async changeOwn(actor: Actor, current: string, next: string, client: ClientInfo): Promise<SignedIn> {
    const { userId } = sessionOf(actor);
    const user = await this.deps.users.findById(userId);
    if (!user) throw new NotAuthenticated();
    const matches =
      isPlausiblePassword(current) && (await this.deps.hasher.verify(current, user.passwordHash));
    if (!matches) throw wrongCurrentPassword();
    const changed = await this.replace(userId, next);
    return this.deps.issuer.open(changed, client);
  }

  async reset(userId: number, next: string): Promise<void> {
    await this.replace(userId, next);
  }

  /** Hashing is slow on purpose: it happens before the transaction opens, never inside it. */
  private async replace(userId: number, next: string): Promise<User> {
    const passwordHash = await this.deps.hasher.hash(validatePassword(next, 'newPassword'));
    return this.deps.unitOfWork.run(async () => {
      const user = await this.deps.users.findById(userId);
      if (!user) throw new UserNotFound(userId);
      const now = this.deps.clock.now();
      const changed = await this.deps.users.update({ ...user, passwordHash, updatedAt: now });
      await this.deps.sessions.endAllFor(userId, now);
      return changed;
    });
  }
}
