import { it } from 'vitest';
import type { Row } from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { useArchiveOfEverything } from '../../support/restore-fixture.js';

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
    const { copy, refused, unchanged } = useArchiveOfEverything(backend);

    it('when a field holds what its rule refuses, then 400 naming the line and the field, and nothing changes', async () => {
      for (const [field, values] of Object.entries(REFUSED)) {
        const [section, column] = field.split('.') as [string, string];
        for (const value of values) {
          const content = copy();
          content.sections[section]![0]![column] = value as Row[string];
          await refused(content, section, 0, new RegExp(`^${section}\\.(${column}|archivedAt) `));
        }
      }
      await unchanged();
    });

    it('when nomenclatures make a cycle, or one is its own parent, then 400 naming the line, and nothing changes', async () => {
      const cycle = copy();
      const [first, second] = cycle.sections.nomenclatures!;
      first!.parentId = second!.id!;
      second!.parentId = first!.id!;
      await refused(cycle, 'nomenclatures', 0, /^nomenclatures\.parentId closes a cycle: \d+ → \d+ → \d+$/);
      const self = copy();
      self.sections.nomenclatures![1]!.parentId = self.sections.nomenclatures![1]!.id!;
      await refused(self, 'nomenclatures', 1, /^nomenclatures\.parentId names the entry itself$/);
      await unchanged();
    });

    it('when a system role is given permissions, or a task more than 1000 tags, then 400 naming the line, and nothing changes', async () => {
      const system = copy();
      system.sections.rolePermissions!.unshift({
        roleId: system.sections.roles![0]!.id!,
        permission: 'tasks:read',
      });
      await refused(system, 'rolePermissions', 0, /^rolePermissions\.roleId names a system role/);
      const many = copy();
      const tags = many.sections.tags!;
      const task = many.sections.tasks![0]!.id as number;
      const lastTag = tags.at(-1)!.id as number;
      for (let id = lastTag + 1; tags.length < 1001; id++) tags.push({ ...tags[0]!, id, code: `TAG-${id}` });
      many.sections.taskTags = [
        ...tags.map((tag) => ({ taskId: task, tagId: tag.id! })),
        ...many.sections.taskTags!.filter((link) => link.taskId !== task),
      ];
      await refused(many, 'taskTags', 1000, /^taskTags holds more than 1000 tags of task \d+$/);
      await unchanged();
    });
  },
  undefined,
  // Dozens of refused restores one after another: each is quick, all of them on a loaded machine are not.
  { timeout: 120_000 },
);
