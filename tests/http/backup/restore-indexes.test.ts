import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARCHIVE_SECTIONS } from '../../../application/backup/archive-sections.js';
import { type ArchiveContent, copyArchive, writeArchive } from '../../support/archive-content.js';
import { createTestDatabase, describeEachBackend, type TestDatabase } from '../../support/backends.js';
import { type DatabaseInspector, inspectDatabase } from '../../support/database-inspector.js';
import { expectProblem } from '../../support/http.js';
import { archiveOfEverything, backupText, restoreText, timeless } from '../../support/restore-fixture.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Every index and foreign key, as the database would make them again. */
const INDEXES = {
  sqlite: `select name, sql as definition from sqlite_master where type in ('index', 'table') order by name`,
  postgres: `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema()
    union all select conname, pg_get_constraintdef(oid) from pg_constraint
      where contype = 'f' and connamespace = current_schema()::regnamespace
    order by name`,
};

/** Links whose copy of their task differs from it, a copy left null included. */
const MISCOPIED_LINKS = `select count(*) as n from task_tags l join tasks t on t.id = l.task_id
  where l.task_code is distinct from t.code
    or l.listed_status_rank is distinct from (case when t.archived_at is null then t.status_rank end)`;

/**
 * docs/backup.md#over-http: a restore into an instance without data builds its indexes and foreign
 * keys once the rows are in, and leaves each as the migrations made it, whether it ends or fails.
 */
describeEachBackend(
  'the indexes of a restored instance',
  (backend) => {
    const apps: TestApp[] = [];
    let database: TestDatabase;
    let target: TestApp;
    let inspector: DatabaseInspector;
    let admin: string;
    let everything: ArchiveContent;
    let fresh: unknown[];
    const indexes = () => inspector.rows(INDEXES[backend as 'sqlite' | 'postgres']);
    beforeAll(async () => {
      const source = await createTestApp(backend);
      apps.push(source);
      everything = await archiveOfEverything(source, await source.adminToken());
      // A link of an archived task too, which lists leave out.
      const archived = everything.sections.tasks!.find((task) => task.archivedAt !== null)!;
      const links = everything.sections.taskTags!;
      links.push({ taskId: archived.id!, tagId: links[0]!.tagId! });
      links.sort((a, b) => Number(a.taskId) - Number(b.taskId) || Number(a.tagId) - Number(b.tagId));
      database = await createTestDatabase(backend);
      target = await createTestApp(backend, { database });
      apps.push(target);
      inspector = inspectDatabase(database.config);
      admin = await target.adminToken();
      fresh = await indexes();
    });
    afterAll(async () => {
      await inspector?.close();
      for (const app of apps) await app.close();
      await database?.drop();
    });

    it('when a restore into an empty instance is refused at its last section, then every index and foreign key is there, and the instance still empty', async () => {
      const before = await backupText(target, admin);
      const spoiled = copyArchive(everything);
      const last = ARCHIVE_SECTIONS.map((section) => section.name)
        .filter((name) => (spoiled.sections[name]?.length ?? 0) > 0)
        .at(-1)!;
      const rows = spoiled.sections[last]!;
      rows.push(structuredClone(rows.at(-1)!));
      await expectProblem(
        await restoreText(target, admin, writeArchive(spoiled), ''),
        400,
        'ARCHIVE.INVALID',
      );
      expect(await indexes()).toEqual(fresh);
      expect(timeless(await backupText(target, admin))).toBe(timeless(before));
    });

    it('when an archive of every section is restored into the empty instance, then over its data, then the indexes and foreign keys are as before, and the lists served', async () => {
      expect(fresh.length).toBeGreaterThan(20);
      const archive = writeArchive(everything);
      expect((await restoreText(target, admin, archive, '')).status).toBe(200);
      expect(await indexes()).toEqual(fresh);
      // Each tag link carries its task's code and listed status, as the trigger copies them.
      expect(await inspector.count('select count(*) as n from task_tags')).toBeGreaterThan(1);
      expect(await inspector.count(MISCOPIED_LINKS)).toBe(0);
      const token = await target.adminToken();
      expect((await restoreText(target, token, archive)).status).toBe(200);
      expect(await indexes()).toEqual(fresh);
      const page = await target.request('GET', '/api/v1/task?sort=-dueDate&limit=2', {
        token: await target.adminToken(),
      });
      expect(page.status).toBe(200);
      expect(((await page.json()) as unknown[]).length).toBe(2);
    });
  },
  ['sqlite', 'postgres'],
);
