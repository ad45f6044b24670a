import { z } from '@hono/zod-openapi';
import { type DisplaySettings, VIEW_MODES } from '../../../domain/settings/user-settings.js';
import { IdParam } from '../openapi/common.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

/** Request and response body of every settings endpoint (docs/api/settings.md#view-mode). */
export const UserSettings = z
  .strictObject({
    viewMode: z.enum(VIEW_MODES).openapi({ description: 'Display theme', example: 'dark' }),
  })
  .openapi('UserSettings', { example: { viewMode: 'dark' } });

export const UserSettingsPatch = mergePatchSchema(UserSettings, 'UserSettingsPatch').openapi({
  example: { viewMode: 'light' },
});

export const UserIdParams = z.object({
  userId: IdParam.openapi({ param: { name: 'userId', in: 'path' }, type: 'integer', minimum: 1, example: 1 }),
});

export function toSettingsResponse(settings: DisplaySettings): z.infer<typeof UserSettings> {
  return { viewMode: settings.viewMode };
}
