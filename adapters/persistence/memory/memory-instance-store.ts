// The memory tables as archive sections: the same rows, in the same order, as the SQL adapters'.
import {
  ARCHIVE_SECTIONS,
  type ArchiveRow,
  type ArchiveSection,
  DATA_SECTIONS,
  type SectionBatch,
  withoutSecrets,
} from '../../../application/backup/archive-sections.js';
import type {
  InstanceStore,
  RestoreFill,
  RestoreOutcome,
} from '../../../application/backup/ports/instance-store.js';
import type { ApiKey } from '../../../domain/access/api-key.js';
import { isPermission, PERMISSIONS } from '../../../domain/access/permission.js';
import { type Role, systemRolePermissions } from '../../../domain/access/role.js';
import type { SecondFactor } from '../../../domain/access/second-factor.js';
import { normalizeRoles, type User, usernameKey } from '../../../domain/access/user.js';
import { LlmConfig } from '../../../domain/llm/llm-config.js';
import { compareCodePoints } from '../../../domain/shared/code-order.js';
import type { Instant } from '../../../domain/shared/instant.js';
import type { MemoryChangeLog } from './changes/memory-change-log.js';
import type { MemoryStore } from './memory-store.js';

// biome-ignore lint/suspicious/noExplicitAny: stored values of many tables, mapped to and from their sections' rows
type Stored = any;

/** Rows per batch handed to a backup's sink. */
const BATCH = 1000;

/** Tables a restore empties besides the archived ones: sessions end. */
const EPHEMERAL = ['sessions', 'refreshTokens'];

/** The memory tables with IDs the store hands out. */
const SEQUENCED = ARCHIVE_SECTIONS.filter((section) => section.generatedId).map((section) => section.name);

type Snapshot = ReadonlyMap<string, ReadonlyMap<number | string, Stored>>;

export class MemoryInstanceStore implements InstanceStore {
  constructor(
    private readonly store: MemoryStore,
    private readonly changeLog: MemoryChangeLog,
  ) {}

  async read(secrets: boolean, sink: (batch: SectionBatch) => Promise<void>): Promise<void> {
    // Committed tables are replaced, never changed, on commit: references taken now stay this state.
    const snapshot: Snapshot = new Map(archivedTables().map((name) => [name, this.store.rows(name)]));
    for (const section of ARCHIVE_SECTIONS) {
      if (section.secret && !secrets) continue;
      const rows = sectionRows(section, snapshot).map((row) =>
        secrets ? row : withoutSecrets(row, section),
      );
      for (let start = 0; start < rows.length; start += BATCH) {
        await sink({ section: section.name, rows: rows.slice(start, start + BATCH) });
      }
    }
  }

  async hasData(): Promise<boolean> {
    if (DATA_SECTIONS.some((name) => this.store.rows(name).size > 0)) return true;
    if (this.store.rows('users').size > 1) return true;
    return [...this.store.rows<Role>('roles').values()].some((role) => !role.system);
  }

  replace(batches: AsyncIterable<SectionBatch>, fill: RestoreFill): Promise<RestoreOutcome> {
    return this.store.run(async () => {
      const kept = {
        hashes: new Map(
          [...this.store.rows<User>('users').values()].map((u) => [usernameKey(u.username), u.passwordHash]),
        ),
        secrets: new Map(this.store.rows<string>('appSecrets')),
        token: this.store.rows<LlmConfig>('llmSettings').get(1)?.token ?? null,
      };
      for (const name of [...archivedTables(), ...EPHEMERAL]) this.store.mutable(name).clear();
      // The log told of the records the restore replaces; their IDs now name others.
      this.changeLog.clearOnCommit();
      let usersWithoutPassword = 0;
      for await (const { section, rows } of batches) {
        for (const row of rows) {
          if (
            section === 'users' &&
            row.passwordHash === null &&
            !kept.hashes.has(usernameKey(row.username as string))
          ) {
            usersWithoutPassword++;
          }
          this.put(section, row, fill, kept);
        }
      }
      this.normalize();
      if (!fill.secrets)
        for (const [name, value] of kept.secrets) this.store.mutable('appSecrets').set(name, value);
      for (const name of SEQUENCED) {
        for (const id of this.store.rows(name).keys()) this.store.reserveIds(name, id as number);
      }
      return { usersWithoutPassword };
    });
  }

  private put(
    section: string,
    row: Stored,
    fill: RestoreFill,
    kept: { hashes: Map<string, string>; token: string | null },
  ): void {
    const table = (name: string) => this.store.mutable<Stored>(name);
    switch (section) {
      case 'roles':
        return void table('roles').set(row.id, { ...row, permissions: [] });
      case 'rolePermissions': {
        const role = table('roles').get(row.roleId);
        return void table('roles').set(row.roleId, {
          ...role,
          permissions: [...role.permissions, row.permission],
        });
      }
      case 'users': {
        const passwordHash =
          row.passwordHash ?? kept.hashes.get(usernameKey(row.username)) ?? fill.unusablePasswordHash;
        return void table('users').set(row.id, { ...row, passwordHash, roles: [] });
      }
      case 'userRoles': {
        const user = table('users').get(row.userId);
        const code = table('roles').get(row.roleId).code;
        return void table('users').set(row.userId, { ...user, roles: [...user.roles, code] });
      }
      case 'userSettings':
        return void table('userSettings').set(row.userId, { viewMode: row.viewMode });
      case 'roleSettings':
        return void table('roleSettings').set(table('roles').get(row.roleId).code, {
          viewMode: row.viewMode,
        });
      case 'secondFactors':
        return void table('secondFactors').set(row.userId, { ...row, recoveryCodes: new Map() });
      case 'recoveryCodes': {
        const factor = table('secondFactors').get(row.userId);
        const recoveryCodes = new Map(factor.recoveryCodes).set(row.codeHash, row.usedAt);
        return void table('secondFactors').set(row.userId, { ...factor, recoveryCodes });
      }
      case 'apiKeys': {
        const { secretHash, permissions, ...key } = row;
        return void table('apiKeys').set(row.id, {
          key: { ...key, permissions: permissions.split(' ').filter(isPermission) },
          secretHash,
        });
      }
      case 'appSecrets':
        return void table('appSecrets').set(row.name, row.value);
      case 'llmSettings': {
        const { id: _id, ...state } = row;
        return void table('llmSettings').set(
          1,
          LlmConfig.restore({ ...state, token: state.token ?? kept.token }),
        );
      }
      case 'tasks':
        return void table('tasks').set(row.id, { ...row, tagIds: [] });
      case 'taskTags': {
        const task = table('tasks').get(row.taskId);
        return void table('tasks').set(row.taskId, { ...task, tagIds: [...task.tagIds, row.tagId] });
      }
      case 'badgeContacts':
        return void table('badgeContacts').set(`${row.badgeId}/${row.contactId}`, { ...row });
      default:
        return void table(section).set(row.id, { ...row });
    }
  }

  /** Lists as the repositories keep them: permissions by catalogue (a system role's from the code), role codes sorted, tags by ID. */
  private normalize(): void {
    const roles = this.store.mutable<Role>('roles');
    for (const role of roles.values()) {
      const permissions = role.system
        ? systemRolePermissions(role.code)
        : PERMISSIONS.filter((p) => role.permissions.includes(p));
      roles.set(role.id, { ...role, permissions });
    }
    const users = this.store.mutable<User>('users');
    for (const user of users.values()) users.set(user.id, { ...user, roles: normalizeRoles(user.roles) });
    const tasks = this.store.mutable<Stored>('tasks');
    for (const task of tasks.values()) {
      tasks.set(task.id, { ...task, tagIds: [...task.tagIds].sort((a: number, b: number) => a - b) });
    }
  }
}

/** Sections whose rows live inside another table's values. */
const TABLE_OF: Readonly<Record<string, string>> = {
  rolePermissions: 'roles',
  userRoles: 'users',
  recoveryCodes: 'secondFactors',
  taskTags: 'tasks',
};

/** The memory tables the sections come from, each once. */
function archivedTables(): string[] {
  return [...new Set(ARCHIVE_SECTIONS.map((section) => TABLE_OF[section.name] ?? section.name))];
}

const byId = (a: Stored, b: Stored) => a.id - b.id;

function pick(section: ArchiveSection, value: Stored): ArchiveRow {
  return Object.fromEntries(section.columns.map((column) => [column.name, value[column.name] ?? null]));
}

/** One section's rows in key order, as the SQL adapters read them. */
function sectionRows(section: ArchiveSection, snapshot: Snapshot): ArchiveRow[] {
  const values = (name: string): Stored[] => [...(snapshot.get(name)?.values() ?? [])];
  const roles = values('roles').sort(byId);
  const roleIds = new Map(roles.map((role: Role) => [role.code, role.id]));
  switch (section.name) {
    case 'rolePermissions':
      // A system role's permissions are the code's, not stored: the SQL adapters hold no rows for them.
      return roles
        .filter((role: Role) => !role.system)
        .flatMap((role: Role) =>
          [...role.permissions]
            .sort(compareCodePoints)
            .map((permission) => ({ roleId: role.id, permission })),
        );
    case 'userRoles':
      return values('users')
        .sort(byId)
        .flatMap((user: User) =>
          user.roles
            .map((code) => roleIds.get(code)!)
            .sort((a, b) => a - b)
            .map((roleId) => ({ userId: user.id, roleId })),
        );
    case 'userSettings':
      return [...(snapshot.get('userSettings') ?? new Map())]
        .map(([userId, settings]) => ({ userId: userId as number, viewMode: settings.viewMode }))
        .sort((a, b) => a.userId - b.userId);
    case 'roleSettings':
      return [...(snapshot.get('roleSettings') ?? new Map())]
        .map(([code, settings]) => ({ roleId: roleIds.get(code as string)!, viewMode: settings.viewMode }))
        .sort((a, b) => a.roleId - b.roleId);
    case 'secondFactors':
      return values('secondFactors')
        .sort((a: SecondFactor, b: SecondFactor) => a.userId - b.userId)
        .map((factor) => pick(section, factor));
    case 'recoveryCodes':
      return values('secondFactors')
        .sort((a: SecondFactor, b: SecondFactor) => a.userId - b.userId)
        .flatMap((factor: { userId: number; recoveryCodes: ReadonlyMap<string, Instant | null> }) =>
          [...factor.recoveryCodes]
            .sort(([a], [b]) => compareCodePoints(a, b))
            .map(([codeHash, usedAt]) => ({ userId: factor.userId, codeHash, usedAt })),
        );
    case 'apiKeys':
      return values('apiKeys')
        .map(({ key, secretHash }: { key: ApiKey; secretHash: string }) =>
          pick(section, { ...key, secretHash, permissions: key.permissions.join(' ') }),
        )
        .sort((a, b) => compareCodePoints(a.id as string, b.id as string));
    case 'appSecrets':
      return [...(snapshot.get('appSecrets') ?? new Map())]
        .map(([name, value]) => ({ name: name as string, value: value as string }))
        .sort((a, b) => compareCodePoints(a.name, b.name));
    case 'llmSettings':
      return values('llmSettings').map((config: LlmConfig) =>
        pick(section, { ...config, token: config.token, id: 1 }),
      );
    case 'taskTags':
      return values('tasks')
        .sort(byId)
        .flatMap((task: { id: number; tagIds: readonly number[] }) =>
          [...task.tagIds].sort((a, b) => a - b).map((tagId) => ({ taskId: task.id, tagId })),
        );
    case 'badgeContacts':
      return values('badgeContacts')
        .sort((a: Stored, b: Stored) => a.badgeId - b.badgeId || a.contactId - b.contactId)
        .map((link) => pick(section, link));
    default:
      return values(section.name)
        .sort(byId)
        .map((value) => pick(section, value));
  }
}
