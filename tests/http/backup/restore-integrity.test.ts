import fc from 'fast-check';
import { it } from 'vitest';
import { ARCHIVE_SECTIONS } from '../../../application/backup/archive-sections.js';
import type { Row } from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { useArchiveOfEverything } from '../../support/restore-fixture.js';

/** Every reference between sections: the column and the section whose ID it names. */
const REFERENCES: readonly (readonly [section: string, column: string, target: string])[] = [
  ['rolePermissions', 'roleId', 'roles'],
  ['userRoles', 'userId', 'users'],
  ['userRoles', 'roleId', 'roles'],
  ['userSettings', 'userId', 'users'],
  ['roleSettings', 'roleId', 'roles'],
  ['secondFactors', 'userId', 'users'],
  ['recoveryCodes', 'userId', 'secondFactors'],
  ['apiKeys', 'userId', 'users'],
  ['nomenclatures', 'parentId', 'nomenclatures'],
  ['tasks', 'nomenclatureId', 'nomenclatures'],
  ['taskTags', 'taskId', 'tasks'],
  ['taskTags', 'tagId', 'tags'],
  ['badgeContacts', 'badgeId', 'badges'],
  ['badgeContacts', 'contactId', 'contacts'],
];

/** Sections whose codes are unique: among every row, or (archivable records) among active ones. */
const CODED = ['tags', 'nomenclatures', 'tasks', 'templateObjects', 'badges', 'companies', 'roles'];

/** Every integer column naming a row: an `id` or a reference. */
const ID_COLUMNS = ARCHIVE_SECTIONS.flatMap((section) =>
  section.columns
    .filter((column) => column.type === 'integer' && (column.name === 'id' || column.name.endsWith('Id')))
    .map((column) => ({ section: section.name, column: column.name })),
);

/** Strings shaped almost like a bcrypt hash, and not quite. */
const VALID_HASH = `$2b$10$${'N9qo8uLOickgx2ZMRZoMye'}${'IjZAgcfl7p92ldGxad68LJZdL17lhWy'}`;
const badHash = fc.oneof(
  fc.string(),
  fc.constantFrom('$2B$', '$2c$', '$2$', '$1$', '$2x$', '$3b$').map((prefix) => prefix + VALID_HASH.slice(4)),
  fc.constantFrom('03', '32', '4', '99', 'aa').map((cost) => `$2b$${cost}$${VALID_HASH.slice(7)}`),
  fc.constantFrom(52, 54, 0, 60).map((length) => `$2b$10$${'a'.repeat(length)}`),
  fc
    .tuple(fc.nat({ max: 52 }), fc.constantFrom('!', '+', '=', ' ', 'é', '\u0000', '$'))
    .map(([at, bad]) => VALID_HASH.slice(0, 7 + at) + bad + VALID_HASH.slice(8 + at)),
);

/** docs/backup.md#what-a-restore-refuses: IDs, codes and references as the database keeps them. */
describeEachBackend('a restore keeps keys and references whole', (backend) => {
  const { copy, refused, unchanged } = useArchiveOfEverything(backend);

  it('when a section holds a row twice, or out of key order, then 400 naming the line, and nothing changes', async () => {
    for (const section of ARCHIVE_SECTIONS) {
      const twice = copy();
      const rows = twice.sections[section.name]!;
      rows.splice(1, 0, structuredClone(rows[0]!));
      await refused(twice, section.name, 1, new RegExp(`^${section.name} holds .+ twice`));
      const swapped = copy();
      const list = swapped.sections[section.name]!;
      if (list.length < 2) continue;
      [list[0], list[1]] = [list[1]!, list[0]!];
      await refused(swapped, section.name, 1, new RegExp(`^${section.name} rows must be in .+ order`));
    }
    await unchanged();
  });

  it('when a code is held twice (an active one, for archivable records), a role code or a username in any case, then 400 naming the line, and nothing changes', async () => {
    for (const section of CODED) {
      const content = copy();
      const rows = content.sections[section]!;
      const active = rows.find((row) => row.archivedAt === undefined || row.archivedAt === null)!;
      const last = rows.at(-1)!;
      rows.push({ ...active, id: (last.id as number) + 10 });
      await refused(content, section, rows.length - 1, new RegExp(`^${section}\\.code `));
    }
    const content = copy();
    const users = content.sections.users!;
    users.push({ ...users[0]!, id: (users.at(-1)!.id as number) + 10, username: 'ADMIN' });
    await refused(content, 'users', users.length - 1, /^users\.username /);
    await unchanged();
  });

  it('when a reference names a row the archive does not hold, then 400 naming the line, and nothing changes', async () => {
    for (const [section, column, target] of REFERENCES) {
      const content = copy();
      const rows = content.sections[section]!;
      const key = target === 'secondFactors' ? 'userId' : 'id';
      const missing = Math.max(...content.sections[target]!.map((row) => row[key] as number)) + 1000;
      const index = rows.findIndex((row) => row[column] !== null);
      rows[index] = { ...rows[index]!, [column]: missing };
      rows.sort(byKey(section));
      await refused(
        content,
        section,
        rows.findIndex((row) => row[column] === missing),
        new RegExp(`^${section}\\.${column} `),
      );
    }
    await unchanged();
  });

  it('when an ID is zero or negative, in any section, then 400 naming the line, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ID_COLUMNS),
        fc.integer({ min: -(2 ** 53) + 1, max: 0 }),
        async (field, id) => {
          const content = copy();
          const rows = content.sections[field.section]!;
          const index = rows.findIndex((row) => row[field.column] !== null);
          rows[index] = { ...rows[index]!, [field.column]: id };
          rows.sort(byKey(field.section));
          const at = rows.findIndex((row) => row[field.column] === id);
          await refused(content, field.section, at, new RegExp(`^${field.section}\\.${field.column} `));
        },
      ),
      { numRuns: ID_COLUMNS.length * 2 },
    );
    await unchanged();
  });

  it('when a password hash is not a bcrypt hash, then 400 naming the line, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(badHash, async (hash) => {
        const content = copy();
        content.sections.users![1]!.passwordHash = hash;
        await refused(content, 'users', 1, /^users\.passwordHash /);
      }),
      { numRuns: 40 },
    );
    await unchanged();
  });
});

/** Rows in their section's key order, as an archive holds them. */
function byKey(name: string) {
  const section = ARCHIVE_SECTIONS.find((s) => s.name === name)!;
  return (a: Row, b: Row) => {
    for (const key of section.key) {
      const [x, y] = [a[key], b[key]];
      if (x !== y) return typeof x === 'number' ? x - (y as number) : String(x) < String(y) ? -1 : 1;
    }
    return 0;
  };
}
