import type { Context } from 'hono';
import type { SectionBatch } from '../../../application/backup/archive-sections.js';
import type {
  BackupInstanceUseCase,
  RestoreInstanceUseCase,
} from '../../../application/backup/backup.use-cases.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { archiveLines } from '../../archive/archive-lines.js';
import { ARCHIVE_MEDIA_TYPE, ArchiveWriter, openArchive } from '../../archive/ndjson-archive.js';
import { describeError } from '../../logging/describe-error.js';
import type { AppEnv } from '../app-env.js';
import { attachment } from '../exchange/file-transfer.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { requestLogger } from '../request-logger.js';
import { backupRoutes } from './backup.routes.js';

export interface BackupUseCases {
  readonly backup: BackupInstanceUseCase;
  readonly restore: RestoreInstanceUseCase;
}

/**
 * The archive streamed as the client reads: each batch waits for the one before to be taken.
 * The answer starts once the first section has been read, so a database that fails at once is
 * an ordinary error; a later failure aborts the response, and is logged.
 */
async function streamBackup(
  c: Context<AppEnv>,
  useCase: BackupInstanceUseCase,
  secrets: boolean,
): Promise<Response> {
  const writer = new ArchiveWriter(secrets);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const out = writable.getWriter();
  const encoder = new TextEncoder();
  // Waits while the client has not taken what was written; the write itself settles only once
  // the client reads, which it cannot before the answer starts.
  const push = async (text: string) => {
    await out.ready;
    out.write(encoder.encode(text)).catch(() => {});
  };
  let started: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    started = resolve;
  });
  const producing = (async () => {
    await push(writer.header());
    await useCase.execute(secrets, (batch: SectionBatch) => {
      started();
      return push(writer.batch(batch));
    });
    await push(writer.end(new Date()));
    await out.close();
  })();
  await Promise.race([first, producing]);
  producing.catch(async (error: unknown) => {
    requestLogger(c).error({ err: describeError(error) }, 'backup aborted');
    await out.abort(error).catch(() => {});
  });
  const name = `task-service-${new Date().toISOString().replace(/[-:.]/g, '')}.ndjson`;
  const headers = { ...attachment(ARCHIVE_MEDIA_TYPE, name), 'Cache-Control': 'no-store' };
  return c.body(readable, 200, headers);
}

/** The archive's rows counted by section as the restore takes them. */
function counting(batches: AsyncIterable<SectionBatch>) {
  const sections: Record<string, number> = {};
  async function* counted() {
    for await (const batch of batches) {
      sections[batch.section] = (sections[batch.section] ?? 0) + batch.rows.length;
      yield batch;
    }
  }
  return { sections, batches: counted() };
}

/** Who cannot sign in after a restore without secrets, and how anyone gets in (docs/backup.md#secrets). */
function withoutPasswords(users: number): string {
  const who = users === 1 ? '1 restored user has' : `${users} restored users have`;
  return `${who} no password (the archive held none and this instance knew none by username): an administrator sets one with POST /api/v1/auth/users/{id}/password; if no administrator can sign in, restart the service with APP_ADMIN_PASSWORD set, which gives APP_ADMIN_USERNAME that password, the ADMIN role and an enabled account`;
}

function requireArchive(c: Context<AppEnv>): void {
  const essence = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (essence !== ARCHIVE_MEDIA_TYPE) {
    throw new InvalidInput(
      'REQUEST.WRONG_CONTENT_TYPE',
      `The request body must be an archive, ${ARCHIVE_MEDIA_TYPE}`,
    );
  }
}

function backupHandlers(useCases: BackupUseCases): Handlers<typeof backupRoutes> {
  return {
    backup: async (c) => streamBackup(c, useCases.backup, c.req.valid('query').secrets === 'true'),
    restore: async (c) => {
      requireArchive(c);
      const archive = await openArchive(archiveLines(c.req.raw.body ?? new ReadableStream<Uint8Array>()));
      const counted = counting(archive.batches);
      const outcome = await useCases.restore.execute(
        { secrets: archive.secrets, batches: counted.batches },
        { replace: c.req.valid('query').replace === 'true' },
        c.get('actor'),
      );
      // The restored rows keep their versions and write times: what was rendered before is stale.
      c.get('renderedRecords').clear();
      const logger = requestLogger(c);
      logger.warn({ event: 'instance.restored', sections: counted.sections }, 'instance restored');
      if (outcome.usersWithoutPassword > 0) {
        logger.warn(
          { event: 'instance.restored_without_passwords', users: outcome.usersWithoutPassword },
          withoutPasswords(outcome.usersWithoutPassword),
        );
      }
      return c.json({ secrets: archive.secrets, sections: counted.sections }, 200);
    },
  };
}

export function backupHttp(useCases: BackupUseCases): HttpModule {
  return httpModule(backupRoutes, backupHandlers(useCases));
}
