import type { SettingsInput } from '../../../application/settings/settings.dto.js';
import type { SettingsUseCases } from '../../../application/settings/settings.use-cases.js';
import type { DisplaySettings } from '../../../domain/settings/user-settings.js';
import type { Precondition } from '../../../domain/shared/precondition.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch, type MergePatchTarget } from '../shared/merge-patch-request.js';
import { settingsRoutes } from './settings.routes.js';
import { toSettingsResponse, UserSettings } from './settings.schemas.js';

function settingsHandlers(useCases: SettingsUseCases): Handlers<typeof settingsRoutes> {
  /** A PATCH of settings: the stored ones (or the defaults) patched, checked and written by `write`. */
  const patchOf = (
    name: string,
    id: number | undefined,
    read: () => Promise<DisplaySettings>,
    write: (body: SettingsInput, precondition: Precondition<DisplaySettings>) => Promise<DisplaySettings>,
  ): MergePatchTarget<DisplaySettings, SettingsInput> => ({
    name,
    id,
    read,
    represent: toSettingsResponse,
    putBody: toSettingsResponse,
    schema: UserSettings,
    write,
  });
  return {
    getOwn: async (c) =>
      conditionalJson(c, toSettingsResponse(await useCases.getOwn.execute(c.get('actor')))),
    updateOwn: async (c) => {
      const precondition = ifMatch(c, toSettingsResponse);
      const stored = await useCases.updateOwn.execute(c.get('actor'), c.req.valid('json'), precondition);
      return taggedJson(c, toSettingsResponse(stored), 200);
    },
    patchOwn: async (c) => {
      const actor = c.get('actor');
      const target = patchOf(
        'Settings of user',
        actor.userId ?? undefined,
        () => useCases.getOwn.execute(actor),
        (body, precondition) => useCases.updateOwn.execute(actor, body, precondition),
      );
      return taggedJson(c, toSettingsResponse(await applyMergePatch(c, c.req.valid('json'), target)), 200);
    },
    getUser: async (c) =>
      conditionalJson(c, toSettingsResponse(await useCases.getUser.execute(c.req.valid('param').userId))),
    updateUser: async (c) => {
      const { userId } = c.req.valid('param');
      const precondition = ifMatch(c, toSettingsResponse);
      const stored = await useCases.updateUser.execute(userId, c.req.valid('json'), precondition);
      return taggedJson(c, toSettingsResponse(stored), 200);
    },
    patchUser: async (c) => {
      const { userId } = c.req.valid('param');
      const target = patchOf(
        'Settings of user',
        userId,
        () => useCases.getUser.execute(userId),
        (body, precondition) => useCases.updateUser.execute(userId, body, precondition),
      );
      return taggedJson(c, toSettingsResponse(await applyMergePatch(c, c.req.valid('json'), target)), 200);
    },
    getAnonymous: async (c) => conditionalJson(c, toSettingsResponse(await useCases.getAnonymous.execute())),
    updateAnonymous: async (c) => {
      const precondition = ifMatch(c, toSettingsResponse);
      const stored = await useCases.updateAnonymous.execute(c.req.valid('json'), precondition);
      return taggedJson(c, toSettingsResponse(stored), 200);
    },
    patchAnonymous: async (c) => {
      const target = patchOf(
        'Settings of ANONYMOUS',
        undefined,
        () => useCases.getAnonymous.execute(),
        (body, precondition) => useCases.updateAnonymous.execute(body, precondition),
      );
      return taggedJson(c, toSettingsResponse(await applyMergePatch(c, c.req.valid('json'), target)), 200);
    },
  };
}

export function settingsHttp(useCases: SettingsUseCases): HttpModule {
  return httpModule(settingsRoutes, settingsHandlers(useCases));
}
