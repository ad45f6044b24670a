import { NotAuthenticated } from '../../domain/access/access.errors.js';
import type { Actor } from '../shared/actor.js';
import type { TokenService } from './ports/token-service.js';
import type { UserRepository } from './ports/user.repository.js';

/**
 * Turns a bearer token into the acting user. The user is read again on every request,
 * so a disabled or deleted user loses access at once and role changes apply to the next request.
 */
export class AuthenticateUseCase {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserRepository,
  ) {}

  async execute(token: string): Promise<Actor> {
    const userId = await this.tokens.verify(token);
    if (userId === undefined) throw new NotAuthenticated('The bearer token is invalid or expired');
    const user = await this.users.findById(userId);
    if (!user?.enabled) throw new NotAuthenticated('The bearer token is invalid or expired');
    return { username: user.username, userId: user.id, roles: user.roles };
  }
}
