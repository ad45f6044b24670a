import { z } from '@hono/zod-openapi';
import { ARCHIVE_MEDIA_TYPE, ArchiveWriter } from '../../archive/ndjson-archive.js';
import { downloadHeaders } from '../exchange/file-transfer.js';
import { defineRoute, jsonResponse } from '../openapi/common.js';

export const BACKUP_PATH = '/api/v1/backup';
export const RESTORE_PATH = '/api/v1/restore';
const TAGS = ['Backup'];
/** Widened: typed as its literal, Hono would take an ndjson answer for a JSON one and type the handler's answer as such. */
const ARCHIVE: string = ARCHIVE_MEDIA_TYPE;

const ArchiveDocument = z
  .string()
  .openapi({ description: 'The archive: JSON lines (docs/backup.md#archive-format)' });

const backupRoute = defineRoute({
  operationId: 'downloadBackup',
  method: 'get',
  path: BACKUP_PATH,
  tags: TAGS,
  summary: 'Download an archive of the whole instance',
  description:
    'Every record (archived ones too, with their audit fields), the taxonomy, badges, companies and contacts, users, roles, settings and the language-model configuration, read from one consistent state and streamed. Secrets (password hashes, second factors, API keys, the signing key, the model token) only with `secrets=true`.',
  access: 'instance:backup',
  expensive: true,
  request: {
    query: z.strictObject({
      secrets: z.enum(['true', 'false']).optional().openapi({
        description: 'true: include the secrets; anyone holding the file can then sign in as any user',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The archive, as a download',
      headers: downloadHeaders('task-service-backup.ndjson'),
      content: { [ARCHIVE]: { schema: ArchiveDocument } },
    },
  },
});

export const RestoreSummary = z
  .object({
    secrets: z.boolean().openapi({ description: 'Whether the archive held the secrets' }),
    sections: z.record(z.string(), z.number().int()).openapi({ description: 'Rows restored, by section' }),
  })
  .openapi('RestoreSummary');

/** Swagger UI's example: a valid archive of an instance holding nothing. */
const EMPTY_ARCHIVE = (() => {
  const writer = new ArchiveWriter(false);
  return writer.header() + writer.end(new Date('2026-01-01T00:00:00Z'));
})();

const restoreRoute = defineRoute({
  operationId: 'restoreBackup',
  method: 'post',
  path: RESTORE_PATH,
  tags: TAGS,
  summary: 'Load an archive into this instance, all or nothing',
  description:
    'Refused (409) when the instance holds data, unless `replace=true`. The archive is checked against its manifest as it is read; anything wrong (altered, truncated, another format) is a 400 and nothing changes. Every session ends: sign in again. The body limit does not apply: the archive is read as it arrives.',
  access: 'instance:restore',
  expensive: true,
  errors: [409],
  request: {
    query: z.strictObject({
      replace: z.enum(['true', 'false']).optional().openapi({
        description: 'true: replace whatever the instance holds',
      }),
    }),
    body: { required: true, content: { [ARCHIVE]: { schema: ArchiveDocument, example: EMPTY_ARCHIVE } } },
  },
  responses: { 200: jsonResponse(RestoreSummary, 'Restored') },
});

export const backupRoutes = { backup: backupRoute, restore: restoreRoute };
