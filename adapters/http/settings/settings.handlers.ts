import type { GetAnonymousSettingsUseCase } from '../../../application/settings/get-anonymous-settings.use-case.js';
import type { GetOwnSettingsUseCase } from '../../../application/settings/get-own-settings.use-case.js';
import type { GetUserSettingsUseCase } from '../../../application/settings/get-user-settings.use-case.js';
import type { UpdateAnonymousSettingsUseCase } from '../../../application/settings/update-anonymous-settings.use-case.js';
import type { UpdateOwnSettingsUseCase } from '../../../application/settings/update-own-settings.use-case.js';
import type { UpdateUserSettingsUseCase } from '../../../application/settings/update-user-settings.use-case.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { settingsRoutes } from './settings.routes.js';
import { toSettingsResponse } from './settings.schemas.js';

export interface SettingsUseCases {
  readonly getOwn: GetOwnSettingsUseCase;
  readonly updateOwn: UpdateOwnSettingsUseCase;
  readonly getUser: GetUserSettingsUseCase;
  readonly updateUser: UpdateUserSettingsUseCase;
  readonly getAnonymous: GetAnonymousSettingsUseCase;
  readonly updateAnonymous: UpdateAnonymousSettingsUseCase;
}

function settingsHandlers(useCases: SettingsUseCases): Handlers<typeof settingsRoutes> {
  return {
    getOwn: async (c) => c.json(toSettingsResponse(await useCases.getOwn.execute(c.var.actor)), 200),
    updateOwn: async (c) =>
      c.json(toSettingsResponse(await useCases.updateOwn.execute(c.var.actor, c.req.valid('json'))), 200),
    getUser: async (c) =>
      c.json(toSettingsResponse(await useCases.getUser.execute(c.req.valid('param').userId)), 200),
    updateUser: async (c) => {
      const { userId } = c.req.valid('param');
      return c.json(toSettingsResponse(await useCases.updateUser.execute(userId, c.req.valid('json'))), 200);
    },
    getAnonymous: async (c) => c.json(toSettingsResponse(await useCases.getAnonymous.execute()), 200),
    updateAnonymous: async (c) =>
      c.json(toSettingsResponse(await useCases.updateAnonymous.execute(c.req.valid('json'))), 200),
  };
}

export function settingsHttp(useCases: SettingsUseCases): HttpModule {
  return httpModule(settingsRoutes, settingsHandlers(useCases));
}
