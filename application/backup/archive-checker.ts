// An archive checked as a restore takes it: each row by the API's rules, and rows together as the database keeps them.
import { USER_ADMINISTRATION } from '../../domain/access/permission.js';
import { systemRolePermissions } from '../../domain/access/role.js';
import { usernameKey } from '../../domain/access/user.js';
import { compareCodePoints } from '../../domain/shared/code-order.js';
import { MAX_TAGS_PER_TASK } from '../../domain/tasks/task.js';
import { ArchiveWithoutAdministrator, InvalidArchive } from './archive.errors.js';
import { rowProblems } from './archive-row-rules.js';
import {
  ARCHIVE_SECTIONS,
  type ArchiveRow,
  type ArchiveSection,
  type SectionBatch,
} from './archive-sections.js';
import { AscendingIds } from './ascending-ids.js';
import { NomenclatureLinks } from './nomenclature-links.js';

// biome-ignore lint/suspicious/noExplicitAny: a row whose columns the row rules checked
type Row = any;

/** Each reference between sections: the column, the section it names a row of, and what that row is. */
const REFERENCES: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  rolePermissions: [['roleId', 'roles', 'role']],
  userRoles: [
    ['userId', 'users', 'user'],
    ['roleId', 'roles', 'role'],
  ],
  userSettings: [['userId', 'users', 'user']],
  roleSettings: [['roleId', 'roles', 'role']],
  secondFactors: [['userId', 'users', 'user']],
  recoveryCodes: [['userId', 'secondFactors', 'the second factor of user']],
  apiKeys: [['userId', 'users', 'user']],
  tasks: [['nomenclatureId', 'nomenclatures', 'nomenclature']],
  taskTags: [
    ['taskId', 'tasks', 'task'],
    ['tagId', 'tags', 'tag'],
  ],
  badgeContacts: [
    ['badgeId', 'badges', 'badge'],
    ['contactId', 'contacts', 'contact'],
  ],
};

/** Sections whose rows others name: their keys, kept until the end. */
const REFERENCED = [
  'roles',
  'users',
  'secondFactors',
  'tags',
  'nomenclatures',
  'tasks',
  'badges',
  'contacts',
];

/** What must be unique in a section beyond its key, as the database's unique indexes keep it. */
const UNIQUE: Readonly<
  Record<string, { readonly column: string; readonly of: (row: Row) => string | undefined }>
> = {
  roles: { column: 'code', of: (row) => row.code },
  users: { column: 'username', of: (row) => usernameKey(row.username) },
  tags: { column: 'code', of: (row) => row.code },
  nomenclatures: { column: 'code', of: (row) => row.code },
  badges: { column: 'code', of: (row) => row.code },
  companies: { column: 'code', of: (row) => row.code },
  // Archived records keep their code; only one active record has it.
  tasks: { column: 'code', of: (row) => (row.archivedAt === null ? row.code : undefined) },
  templateObjects: { column: 'code', of: (row) => (row.archivedAt === null ? row.code : undefined) },
};

/**
 * Takes an archive's batches in order and refuses, naming the row, whatever the service would not
 * have stored: a field the API refuses, a key held twice or out of order, a code or username held
 * twice, a reference to a row the archive does not hold, a nomenclature cycle; and at the end an
 * archive with no enabled user who can administer users (docs/backup.md#what-a-restore-refuses).
 * Memory: the IDs of the sections others refer to (as runs), and the codes of the section being read.
 */
export class ArchiveChecker {
  private index = -1;
  private section: ArchiveSection | undefined;
  private rows = 0;
  private previous: ArchiveRow | undefined;
  private codes = new Set<string>();
  private readonly ids = new Map(REFERENCED.map((name) => [name, new AscendingIds()]));
  private readonly nomenclatures = new NomenclatureLinks(this.ids.get('nomenclatures')!);
  private readonly systemRoles = new Set<number>();
  private readonly administeringRoles = new Set<number>();
  private readonly enabledUsers = new AscendingIds();
  private administered = false;
  private tags = { taskId: 0, count: 0 };

  check(batch: SectionBatch): void {
    this.enter(batch.section);
    const section = this.section!;
    batch.rows.forEach((row, i) => {
      this.rows++;
      const line = batch.lines?.[i];
      const where = line === undefined ? `${section.name} row ${this.rows}` : `line ${line}`;
      const problems = rowProblems(section, row).map((p) => `${p.column} ${p.message}`);
      const problem = problems[0] ?? this.keyProblem(section, row) ?? this.uniqueProblem(section, row);
      if (problem !== undefined) throw new InvalidArchive(where, [problem, ...problems.slice(1)]);
      this.take(section, row, where);
      this.previous = row;
    });
  }

  /** Every batch is in: what only the whole archive shows. */
  end(): void {
    this.enter(undefined);
    if (!this.administered) throw new ArchiveWithoutAdministrator();
  }

  /** Moves on to `name` (every section once, in order), finishing the ones passed. */
  private enter(name: string | undefined): void {
    if (name !== undefined && name === this.section?.name) return;
    const next =
      name === undefined ? ARCHIVE_SECTIONS.length : ARCHIVE_SECTIONS.findIndex((s) => s.name === name);
    if (next <= this.index) throw new Error(`Section ${name} out of order`);
    for (let i = Math.max(this.index, 0); i < next; i++) {
      if (ARCHIVE_SECTIONS[i]!.name === 'nomenclatures') this.nomenclatures.end();
    }
    this.index = next;
    this.section = ARCHIVE_SECTIONS[next];
    this.rows = 0;
    this.previous = undefined;
    this.codes = new Set();
  }

  private keyProblem(section: ArchiveSection, row: ArchiveRow): string | undefined {
    if (this.previous === undefined) return undefined;
    const order = compareKeys(section, this.previous, row);
    if (order < 0) return undefined;
    if (order > 0)
      return `${section.name} rows must be in ${section.key.join(', ')} order: this one comes after a greater one`;
    const numeric = section.key.every((key) => typeof row[key] === 'number');
    const key = numeric
      ? section.key.map((k) => `${k} ${row[k]}`).join(', ')
      : `same ${section.key.join(', ')}`;
    return `${section.name} holds the ${key} twice`;
  }

  private uniqueProblem(section: ArchiveSection, row: ArchiveRow): string | undefined {
    const unique = UNIQUE[section.name];
    const value = unique?.of(row);
    if (value === undefined) return undefined;
    if (!this.codes.has(value)) {
      this.codes.add(value);
      return undefined;
    }
    if (section.name === 'users') {
      return 'users.username repeats an earlier username (usernames are compared ignoring case)';
    }
    const active = 'archivedAt' in row ? ' active' : '';
    return `${section.name}.${unique!.column} repeats the ${unique!.column} of an earlier${active} row`;
  }

  /** References checked, then what later sections and the end need of the row. */
  private take(section: ArchiveSection, row: Row, where: string): void {
    for (const [column, target, noun] of REFERENCES[section.name] ?? []) {
      const id = row[column];
      if (id !== null && !this.ids.get(target)!.has(id)) {
        throw new InvalidArchive(where, [
          `${section.name}.${column} refers to ${noun} ${id}, which the archive does not hold`,
        ]);
      }
    }
    this.ids.get(section.name)?.add(row[section.key[0]!]);
    switch (section.name) {
      case 'roles':
        if (row.system) this.systemRoles.add(row.id);
        if (systemRolePermissions(row.code).includes(USER_ADMINISTRATION))
          this.administeringRoles.add(row.id);
        return;
      case 'rolePermissions':
        if (this.systemRoles.has(row.roleId)) {
          throw new InvalidArchive(where, [
            'rolePermissions.roleId names a system role, whose permissions are fixed',
          ]);
        }
        if (row.permission === USER_ADMINISTRATION) this.administeringRoles.add(row.roleId);
        return;
      case 'users':
        if (row.enabled) this.enabledUsers.add(row.id);
        return;
      case 'userRoles':
        if (this.enabledUsers.has(row.userId) && this.administeringRoles.has(row.roleId))
          this.administered = true;
        return;
      case 'nomenclatures':
        this.nomenclatures.add(row.id, row.parentId, where);
        return;
      case 'taskTags':
        this.tags = { taskId: row.taskId, count: row.taskId === this.tags.taskId ? this.tags.count + 1 : 1 };
        if (this.tags.count > MAX_TAGS_PER_TASK) {
          throw new InvalidArchive(where, [
            `taskTags holds more than ${MAX_TAGS_PER_TASK} tags of task ${row.taskId}`,
          ]);
        }
        return;
    }
  }
}

/** Integer keys by value, text keys by code point, as the archive orders rows. */
function compareKeys(section: ArchiveSection, a: ArchiveRow, b: ArchiveRow): number {
  for (const key of section.key) {
    const [x, y] = [a[key], b[key]];
    if (x === y) continue;
    return typeof x === 'number' ? x - (y as number) : compareCodePoints(x as string, y as string);
  }
  return 0;
}
