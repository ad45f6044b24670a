import type { OpenAPIHono } from '@hono/zod-openapi';
import type { GetAnonymousSettingsUseCase } from '../../../application/settings/get-anonymous-settings.use-case.js';
import type { GetOwnSettingsUseCase } from '../../../application/settings/get-own-settings.use-case.js';
import type { GetUserSettingsUseCase } from '../../../application/settings/get-user-settings.use-case.js';
import type { UpdateAnonymousSettingsUseCase } from '../../../application/settings/update-anonymous-settings.use-case.js';
import type { UpdateOwnSettingsUseCase } from '../../../application/settings/update-own-settings.use-case.js';
import type { UpdateUserSettingsUseCase } from '../../../application/settings/update-user-settings.use-case.js';
import type { AppEnv } from '../app-env.js';
import {
  getAnonymousSettingsRoute,
  getOwnSettingsRoute,
  getUserSettingsRoute,
  updateAnonymousSettingsRoute,
  updateOwnSettingsRoute,
  updateUserSettingsRoute,
} from './settings.routes.js';
import { toSettingsResponse } from './settings.schemas.js';

export interface SettingsUseCases {
  readonly getOwn: GetOwnSettingsUseCase;
  readonly updateOwn: UpdateOwnSettingsUseCase;
  readonly getUser: GetUserSettingsUseCase;
  readonly updateUser: UpdateUserSettingsUseCase;
  readonly getAnonymous: GetAnonymousSettingsUseCase;
  readonly updateAnonymous: UpdateAnonymousSettingsUseCase;
}

export function settingsRoutes(useCases: SettingsUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(getOwnSettingsRoute, async (c) =>
      c.json(toSettingsResponse(await useCases.getOwn.execute(c.var.actor)), 200),
    );

    app.openapi(updateOwnSettingsRoute, async (c) =>
      c.json(toSettingsResponse(await useCases.updateOwn.execute(c.var.actor, c.req.valid('json'))), 200),
    );

    app.openapi(getUserSettingsRoute, async (c) =>
      c.json(toSettingsResponse(await useCases.getUser.execute(c.req.valid('param').userId)), 200),
    );

    app.openapi(updateUserSettingsRoute, async (c) => {
      const { userId } = c.req.valid('param');
      return c.json(toSettingsResponse(await useCases.updateUser.execute(userId, c.req.valid('json'))), 200);
    });

    app.openapi(getAnonymousSettingsRoute, async (c) =>
      c.json(toSettingsResponse(await useCases.getAnonymous.execute()), 200),
    );

    app.openapi(updateAnonymousSettingsRoute, async (c) =>
      c.json(toSettingsResponse(await useCases.updateAnonymous.execute(c.req.valid('json'))), 200),
    );
  };
}
