import type { Input } from 'hono';
import type { SettingsInput } from '../../../application/settings/settings.dto.js';
import type { SettingsUseCases } from '../../../application/settings/settings.use-cases.js';
import type { DisplaySettings } from '../../../domain/settings/user-settings.js';
import type { Precondition } from '../../../domain/shared/precondition.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import type { Validated } from '../shared/record-handlers.js';
import { byOwner, settingsRoutes } from './settings.routes.js';
import { toSettingsResponse, UserSettings } from './settings.schemas.js';

/** One owner's settings, named by the request: how to read and write them, and what messages call them. */
interface OwnerSettings<P extends Input['out']> {
  readonly name: string;
  id(c: Validated<P>): number | undefined;
  read(c: Validated<P>): Promise<DisplaySettings>;
  write(
    c: Validated<P>,
    body: SettingsInput,
    precondition?: Precondition<DisplaySettings>,
  ): Promise<DisplaySettings>;
}

/** The read with its ETag, the PUT guarded by If-Match, and the JSON Merge Patch written as a PUT. */
function ownerHandlers<P extends Input['out']>(o: OwnerSettings<P>) {
  return {
    get: async (c: Validated<P>) => conditionalJson(c, toSettingsResponse(await o.read(c))),
    update: async (c: Validated<P & { json: SettingsInput }>) => {
      const precondition = ifMatch(c, toSettingsResponse);
      return taggedJson(c, toSettingsResponse(await o.write(c, c.req.valid('json'), precondition)), 200);
    },
    patch: async (c: Validated<P & { json: unknown }>) => {
      const patched = await applyMergePatch(c, c.req.valid('json'), {
        name: o.name,
        id: o.id(c),
        read: () => o.read(c),
        represent: toSettingsResponse,
        putBody: toSettingsResponse,
        schema: UserSettings,
        write: (body, precondition) => o.write(c, body, precondition),
      });
      return taggedJson(c, toSettingsResponse(patched), 200);
    },
  };
}

function settingsHandlers(useCases: SettingsUseCases): Handlers<typeof settingsRoutes> {
  const own = ownerHandlers({
    name: 'Settings of user',
    id: (c) => c.get('actor').userId ?? undefined,
    read: (c) => useCases.getOwn.execute(c.get('actor')),
    write: (c, body, precondition) => useCases.updateOwn.execute(c.get('actor'), body, precondition),
  });
  const user = ownerHandlers<{ param: { userId: number } }>({
    name: 'Settings of user',
    id: (c) => c.req.valid('param').userId,
    read: (c) => useCases.getUser.execute(c.req.valid('param').userId),
    write: (c, body, precondition) =>
      useCases.updateUser.execute(c.req.valid('param').userId, body, precondition),
  });
  const anonymous = ownerHandlers({
    name: 'Settings of ANONYMOUS',
    id: () => undefined,
    read: () => useCases.getAnonymous.execute(),
    write: (_c, body, precondition) => useCases.updateAnonymous.execute(body, precondition),
  });
  return byOwner(own, user, anonymous);
}

export function settingsHttp(useCases: SettingsUseCases): HttpModule {
  return httpModule(settingsRoutes, settingsHandlers(useCases));
}
