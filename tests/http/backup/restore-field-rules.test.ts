import { beforeAll, expect, it } from 'vitest';
import {
  type ArchiveContent,
  copyArchive,
  lineOf,
  type Row,
  writeArchive,
} from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { archiveOfEverything, backupText, restoreText, timeless } from '../../support/restore-fixture.js';
import { useTestApp } from '../../support/use-test-app.js';

/**
 * Values each field's own rule refuses (beyond the text policy every field keeps), several per
 * field: `section.column` → the values, each put in the section's first row.
 */
const REFUSED: Readonly<Record<string, readonly unknown[]>> = {
  'roles.code': ['admin', 'A', 'ÉDITEUR', `A${'B'.repeat(64)}`, '1ROLE'],
  'roles.label': ['', '   ', '\u200b', 'x'.repeat(256)],
  'roles.system': [false],
  'rolePermissions.permission': ['tasks:fly', 'TASKS:READ', '', 'tasks:read '],
  'users.username': ['ab', 'a b', 'élise', 'x'.repeat(65), 'a/b'],
  'userSettings.viewMode': ['blue', 'Dark', ''],
  'roleSettings.viewMode': ['sepia', 'LIGHT'],
  'apiKeys.name': ['', '  ', 'n'.repeat(101)],
  'apiKeys.permissions': ['tasks:fly', 'tasks:read  tasks:write', ' tasks:read', 'tasks:read,tasks:write'],
  'apiKeys.secretHash': [''],
  'secondFactors.secret': ['', 'JBSW\u200bY3DP'],
  'appSecrets.value': [''],
  'llmSettings.id': [2],
  'llmSettings.baseUrl': ['ftp://lmstudio', 'http://user:pw@lmstudio', 'lmstudio:1234', 'http://lm/?q=1'],
  'llmSettings.model': ['', '   '],
  'llmSettings.timeoutSeconds': [0, 301, -5],
  'llmSettings.token': ['with space', 'é', 't'.repeat(4097), ''],
  'tags.code': ['', ' LEADING', 'TRAILING ', 'x'.repeat(101), 'CAFE\u0301', 'ZERO\u200bWIDTH'],
  'tags.label': ['', ' ', 'x'.repeat(256)],
  'tags.description': ['x'.repeat(10_001)],
  'tags.createdBy': ['', '  ', 'x'.repeat(256)],
  'nomenclatures.code': ['NFD\u0065\u0301', ''],
  'tasks.code': ['', 'e\u0301'],
  'tasks.status': ['DOING', 'todo', ''],
  'tasks.priority': ['CRITICAL', 'high'],
  'tasks.dueDate': ['2026-02-30', '2026-13-01', '1 December 2026', ''],
  'tasks.assignedTo': ['   ', 'x'.repeat(256)],
  'tasks.version': [0, -1],
  'tasks.archivedBy': ['admin'],
  'tasks.updatedBy': [''],
  'templateObjects.code': ['  '],
  'templateObjects.label': [''],
  'badges.code': ['BAD\u202eGE'],
  'companies.label': ['\u200d'],
  'contacts.firstName': ['', ' ', 'x'.repeat(256)],
  'contacts.lastName': ['\u00ad'],
  'contacts.companyName': ['  '],
  'contacts.email': ['no-at-sign', 'a@b', 'two@@example.org', '  ', `${'l'.repeat(65)}@example.org`],
};

/** docs/backup.md#what-a-restore-refuses: each field keeps the rule the API gives it. */
describeEachBackend(
  'a restore applies each field’s rule',
  (backend) => {
    const t = useTestApp(backend, { per: 'all' });
    let everything: ArchiveContent;
    let before: string;
    beforeAll(async () => {
      everything = await archiveOfEverything(t, t.admin);
      before = timeless(await backupText(t, t.admin));
    });

    async function refused(content: ArchiveContent, section: string, index: number, pattern: RegExp) {
      const response = await restoreText(t, t.admin, writeArchive(content));
      const problem = await expectProblem(response, 400, 'ARCHIVE.INVALID');
      expect(problem.errors?.[0]).toEqual({
        path: `line ${lineOf(content, section, index)}`,
        message: expect.stringMatching(pattern),
      });
    }

    it('when a field holds what its rule refuses, then 400 naming the line and the field, and nothing changes', async () => {
      for (const [field, values] of Object.entries(REFUSED)) {
        const [section, column] = field.split('.') as [string, string];
        for (const value of values) {
          const content = copyArchive(everything);
          content.sections[section]![0]![column] = value as Row[string];
          await refused(content, section, 0, new RegExp(`^${section}\\.(${column}|archivedAt) `));
        }
      }
      expect(timeless(await backupText(t, t.admin))).toBe(before);
    });

    it('when nomenclatures make a cycle, or one is its own parent, then 400 naming the line, and nothing changes', async () => {
      const cycle = copyArchive(everything);
      const [first, second] = cycle.sections.nomenclatures!;
      first!.parentId = second!.id!;
      second!.parentId = first!.id!;
      await refused(cycle, 'nomenclatures', 0, /^nomenclatures\.parentId closes a cycle: \d+ → \d+ → \d+$/);
      const self = copyArchive(everything);
      self.sections.nomenclatures![1]!.parentId = self.sections.nomenclatures![1]!.id!;
      await refused(self, 'nomenclatures', 1, /^nomenclatures\.parentId names the entry itself$/);
      expect(timeless(await backupText(t, t.admin))).toBe(before);
    });

    it('when a system role is given permissions, or a task more than 1000 tags, then 400 naming the line, and nothing changes', async () => {
      const system = copyArchive(everything);
      system.sections.rolePermissions!.unshift({
        roleId: system.sections.roles![0]!.id!,
        permission: 'tasks:read',
      });
      await refused(system, 'rolePermissions', 0, /^rolePermissions\.roleId names a system role/);
      const many = copyArchive(everything);
      const tags = many.sections.tags!;
      const task = many.sections.tasks![0]!.id as number;
      const lastTag = tags.at(-1)!.id as number;
      for (let id = lastTag + 1; tags.length < 1001; id++) tags.push({ ...tags[0]!, id, code: `TAG-${id}` });
      many.sections.taskTags = [
        ...tags.map((tag) => ({ taskId: task, tagId: tag.id! })),
        ...many.sections.taskTags!.filter((link) => link.taskId !== task),
      ];
      await refused(many, 'taskTags', 1000, /^taskTags holds more than 1000 tags of task \d+$/);
      expect(timeless(await backupText(t, t.admin))).toBe(before);
    });
  },
  undefined,
  // Dozens of refused restores one after another: each is quick, all of them on a loaded machine are not.
  { timeout: 120_000 },
);
