import { z } from '@hono/zod-openapi';
import { ARCHIVE_MEDIA_TYPE, ArchiveWriter } from '../../archive/ndjson-archive.js';
import { downloadHeaders } from '../exchange/file-transfer.js';
import { jsonResponse, taggedRoutes } from '../openapi/common.js';

export const BACKUP_PATH = '/api/v1/backup';
export const RESTORE_PATH = '/api/v1/restore';
const route = taggedRoutes('Backup');
/** Widened: typed as its literal, Hono would take an ndjson answer for a JSON one and type the handler's answer as such. */
const ARCHIVE: string = ARCHIVE_MEDIA_TYPE;

const ArchiveDocument = z
  .string()
  .openapi({ description: 'The archive: JSON lines (docs/backup.md#archive-format)' });

const backupRoute = route('downloadBackup', 'get', BACKUP_PATH, {
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

/**
 * Swagger UI's example: a valid archive of an instance holding nothing but the system roles and
 * its administrator, without secrets, so restored the administrator keeps this instance's password.
 */
const MINIMAL_ARCHIVE = (() => {
  const writer = new ArchiveWriter(false);
  const at = Date.parse('2026-01-01T00:00:00Z') * 1000;
  const roles = [
    { id: 1, code: 'ADMIN', label: 'Administrator', system: true },
    { id: 2, code: 'USER', label: 'User', system: true },
    { id: 3, code: 'ANONYMOUS', label: 'Anonymous', system: true },
  ];
  const admin = { id: 1, username: 'admin', enabled: true, passwordHash: null, createdAt: at, updatedAt: at };
  return (
    writer.header() +
    writer.batch({ section: 'roles', rows: roles }) +
    writer.batch({ section: 'users', rows: [admin] }) +
    writer.batch({ section: 'userRoles', rows: [{ userId: 1, roleId: 1 }] }) +
    writer.end(new Date('2026-01-01T00:00:00Z'))
  );
})();

const restoreRoute = route('restoreBackup', 'post', RESTORE_PATH, {
  summary: 'Load an archive into this instance, all or nothing',
  description:
    'Refused (409 `INSTANCE.NOT_EMPTY`) when the instance holds data, unless `replace=true`. The archive is checked as it is read, every row by the rules the API applies to the same fields, then against its manifest; anything wrong (altered, truncated, another format, a field the API would refuse, a key or code held twice, a reference to a row it does not hold, a line over 1 MiB) is a 400 `ARCHIVE.INVALID` naming the line, and nothing changes. An archive that leaves no enabled user holding `users:administer` is a 409 `ARCHIVE.NO_ADMINISTRATOR`. Every session ends: sign in again. The body limit does not apply: the archive is read as it arrives.',
  access: 'instance:restore',
  expensive: true,
  errors: [409],
  request: {
    query: z.strictObject({
      replace: z.enum(['true', 'false']).optional().openapi({
        description: 'true: replace whatever the instance holds',
      }),
    }),
    body: { required: true, content: { [ARCHIVE]: { schema: ArchiveDocument, example: MINIMAL_ARCHIVE } } },
  },
  responses: { 200: jsonResponse(RestoreSummary, 'Restored') },
});

export const backupRoutes = { backup: backupRoute, restore: restoreRoute };
