import type { GetCurrentUserUseCase } from '../../../application/access/get-current-user.use-case.js';
import type { LoginUseCase } from '../../../application/access/login.use-case.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { authRoutes } from './auth.routes.js';
import { toUserResponse } from './users.schemas.js';

export interface AuthUseCases {
  readonly login: LoginUseCase;
  readonly currentUser: GetCurrentUserUseCase;
}

function authHandlers(useCases: AuthUseCases): Handlers<typeof authRoutes> {
  return {
    login: async (c) => {
      const { username, password, oneTimeCode } = c.req.valid('json');
      const result = await useCases.login.execute({
        username,
        password,
        oneTimeCode,
        clientAddress: c.var.clientAddress,
      });
      return c.json(
        {
          accessToken: result.accessToken,
          tokenType: 'Bearer' as const,
          expiresIn: result.expiresIn,
          user: toUserResponse(result.user),
        },
        200,
      );
    },
    me: async (c) => c.json(toUserResponse(await useCases.currentUser.execute(c.var.actor)), 200),
  };
}

export function authHttp(useCases: AuthUseCases): HttpModule {
  return httpModule(authRoutes, authHandlers(useCases));
}
