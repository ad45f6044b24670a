import { NotAuthenticated } from '../../domain/access/access.errors.js';
import { API_KEY_PREFIX } from '../../domain/access/api-key.js';
import { unionOfPermissions } from '../../domain/access/permission.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { AuthenticateApiKey } from './api-keys/authenticate-api-key.js';
import type { RoleRepository } from './ports/role.repository.js';
import type { SessionRepository } from './ports/session.repository.js';
import type { TokenService } from './ports/token-service.js';
import type { UserRepository } from './ports/user.repository.js';
import type { RecentActors } from './recent-actors.js';
import { assertLiveSession } from './sessions/session.use-cases.js';

/**
 * Turns a bearer credential (an access token, or an API key: `tsk_…`) into the acting user. The token is verified and the user read again
 * unless this token was authenticated in the last two seconds (RecentActors); a user disabled,
 * deleted or given other roles through this instance (or whose role changed) is forgotten as soon as the change commits.
 */
export class AuthenticateUseCase {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly recent: RecentActors,
    private readonly apiKeys: AuthenticateApiKey,
  ) {}

  async execute(token: string): Promise<Actor> {
    const remembered = this.recent.get(token);
    if (remembered) return remembered;
    const mark = this.recent.mark();
    if (token.startsWith(API_KEY_PREFIX)) {
      const { actor, expiresAt } = await this.apiKeys.execute(token);
      this.recent.remember(token, actor, mark, expiresAt);
      return actor;
    }
    const claims = await this.tokens.verify(token);
    if (claims === undefined) throw new NotAuthenticated('The bearer token is invalid or expired');
    const user = await this.users.findById(claims.userId);
    if (!user?.enabled) throw new NotAuthenticated('The bearer token is invalid or expired');
    // Ended by a logout, a password change, a disable or a change of roles: the token stops too.
    await assertLiveSession(this.sessions, this.clock, user.id, claims.sessionId);
    const roles = await this.roles.findByCodes(user.roles);
    const permissions = unionOfPermissions(roles.map((role) => role.permissions));
    const actor = {
      username: user.username,
      userId: user.id,
      roles: user.roles,
      permissions,
      sessionId: claims.sessionId,
    };
    this.recent.remember(token, actor, mark);
    return actor;
  }
}
