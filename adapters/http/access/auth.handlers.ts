import type { OpenAPIHono } from '@hono/zod-openapi';
import type { GetCurrentUserUseCase } from '../../../application/access/get-current-user.use-case.js';
import type { LoginUseCase } from '../../../application/access/login.use-case.js';
import type { AppEnv } from '../app-env.js';
import { loginRoute, meRoute } from './auth.routes.js';
import { toUserResponse } from './users.schemas.js';

export interface AuthUseCases {
  readonly login: LoginUseCase;
  readonly currentUser: GetCurrentUserUseCase;
}

export function authRoutes(useCases: AuthUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(loginRoute, async (c) => {
      const { username, password } = c.req.valid('json');
      const result = await useCases.login.execute({ username, password, clientAddress: c.var.clientAddress });
      return c.json(
        {
          accessToken: result.accessToken,
          tokenType: 'Bearer' as const,
          expiresIn: result.expiresIn,
          user: toUserResponse(result.user),
        },
        200,
      );
    });

    app.openapi(meRoute, async (c) =>
      c.json(toUserResponse(await useCases.currentUser.execute(c.var.actor)), 200),
    );
  };
}
