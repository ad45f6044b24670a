import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import type { HoldPoint, RepositoryName } from '../../support/race-barrier.js';
import type { TestApp } from '../../support/test-app.js';

/** A repository method, held before or after it runs depending on the order being forced. */
type Method = Omit<HoldPoint, 'moment'>;

/** Statuses a request may answer, each with the problem code it must carry (null for a success). */
export type Answers = Readonly<Record<number, string | null>>;

/** The rows of one run of a race, made fresh for it, and the two requests. */
export interface Stage {
  /** The write that references the row (creates or changes a link to it). */
  write(): Promise<Response>;
  /** The delete of the referenced row. */
  remove(): Promise<Response>;
  /** Whether the referenced row is still stored. */
  referencedExists(): Promise<boolean>;
  /** Whether the write's reference to it is stored. */
  linked(): Promise<boolean>;
}

/** A write referencing a row, racing the delete of that row. */
export interface DeleteRace {
  readonly write: string;
  readonly remove: string;
  /** `table.column` of the foreign key the two meet on, in the Postgres schema. */
  readonly foreignKey: string;
  readonly writeAnswers: Answers;
  readonly removeAnswers: Answers;
  /** Where the write has checked that the row exists and not yet written. */
  readonly writeChecked: HoldPoint;
  /** The method whose return means the write has written (its transaction still open, if it has one). */
  readonly writeWrites: Method;
  /** The delete's own delete statement: before it, the delete has checked nothing references the row. */
  readonly removeDeletes: Method;
  stage(t: TestApp, admin: string, unique: string): Promise<Stage>;
}

/**
 * Foreign keys no write can race a delete on, each with the reason; the coverage test fails
 * when a foreign key has neither a race nor an entry here.
 */
export const EXEMPT_FOREIGN_KEYS: Readonly<Record<string, string>> = {
  // Only the ANONYMOUS role has settings, and system roles cannot be deleted.
  'role_settings.role_id': 'settings are only stored for a system role, which cannot be deleted',
  // Tasks are archived, never deleted; archiving races an update through the version instead.
  'task_tags.task_id': 'tasks are never deleted',
};

const at = (repository: RepositoryName, method: string): Method => ({ repository, method });
const after = (repository: RepositoryName, method: string): HoldPoint => ({
  repository,
  method,
  moment: 'after',
});
const before = (repository: RepositoryName, method: string): HoldPoint => ({
  repository,
  method,
  moment: 'before',
});

const stored = (t: TestApp) => t.service.container.get<Persistence>(TOKENS.persistence);

async function createdId(t: TestApp, admin: string, path: string, json: unknown): Promise<number> {
  const response = await t.request('POST', path, { token: admin, json });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

const ROLES = '/api/v1/auth/roles';
const USERS = '/api/v1/auth/users';

/** A role nobody holds yet; its code is unique to the run. */
async function aRole(t: TestApp, admin: string, unique: string) {
  const code = `R_${unique.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const id = await createdId(t, admin, ROLES, { code, label: code });
  return {
    code,
    remove: () => t.request('DELETE', `${ROLES}/${id}`, { token: admin }),
    exists: async () => (await stored(t).roles.findById(id)) !== undefined,
    held: async () => (await stored(t).users.countWithRole(code)) > 0,
  };
}

const roleAnswers = {
  removeAnswers: { 204: null, 409: 'ROLE.IN_USE' },
  removeDeletes: at('roles', 'delete'),
  writeChecked: after('roles', 'findByCodes'),
} as const;

const userGone = {
  removeAnswers: { 204: null },
  removeDeletes: at('users', 'delete'),
} as const;

/** A USER to delete, and what of them is stored. */
async function aUser(t: TestApp, admin: string, unique: string) {
  const user = await t.createUser({ username: `user-${unique}`, roles: ['USER'] });
  return {
    user,
    remove: () => t.request('DELETE', `${USERS}/${user.id}`, { token: admin }),
    exists: async () => (await stored(t).users.findById(user.id)) !== undefined,
    hasSettings: async () => (await stored(t).settings.findForUser(user.id)) !== undefined,
  };
}

const ACCESS_RACES: DeleteRace[] = [
  {
    write: 'create a user holding role R',
    remove: 'delete role R',
    foreignKey: 'user_roles.role_id',
    writeAnswers: { 201: null, 400: 'USER.UNKNOWN_ROLE' },
    writeWrites: at('users', 'insert'),
    ...roleAnswers,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      return {
        write: () =>
          t.request('POST', USERS, {
            token: admin,
            json: { username: `new-${unique}`, password: 'password-1', roles: ['USER', role.code] },
          }),
        remove: role.remove,
        referencedExists: role.exists,
        linked: role.held,
      };
    },
  },
  {
    write: 'give a user role R',
    remove: 'delete role R',
    foreignKey: 'user_roles.role_id',
    writeAnswers: { 200: null, 400: 'USER.UNKNOWN_ROLE' },
    writeWrites: at('users', 'update'),
    ...roleAnswers,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      const user = await t.createUser({ username: `user-${unique}`, roles: ['USER'] });
      return {
        write: () =>
          t.request('PUT', `${USERS}/${user.id}`, {
            token: admin,
            json: { username: user.username, enabled: true, roles: ['USER', role.code] },
          }),
        remove: role.remove,
        referencedExists: role.exists,
        linked: role.held,
      };
    },
  },
  {
    write: "change a user's roles",
    remove: 'delete the user',
    foreignKey: 'user_roles.user_id',
    writeAnswers: { 200: null, 404: 'USER.NOT_FOUND' },
    writeChecked: before('users', 'update'),
    writeWrites: at('users', 'update'),
    ...userGone,
    async stage(t, admin, unique) {
      const role = await aRole(t, admin, unique);
      const { user, remove, exists } = await aUser(t, admin, unique);
      return {
        write: () =>
          t.request('PUT', `${USERS}/${user.id}`, {
            token: admin,
            json: { username: user.username, enabled: true, roles: ['USER', role.code] },
          }),
        remove,
        referencedExists: exists,
        linked: role.held,
      };
    },
  },
  {
    write: "an admin saves a user's settings",
    remove: 'delete the user',
    foreignKey: 'user_settings.user_id',
    writeAnswers: { 200: null, 404: 'SETTINGS.USER_NOT_FOUND' },
    writeChecked: before('settings', 'saveForUser'),
    writeWrites: at('settings', 'saveForUser'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists, hasSettings } = await aUser(t, admin, unique);
      return {
        write: () =>
          t.request('PUT', `/api/v1/settings/user/users/${user.id}`, {
            token: admin,
            json: { viewMode: 'dark' },
          }),
        remove,
        referencedExists: exists,
        linked: hasSettings,
      };
    },
  },
  {
    write: 'a user saves their own settings',
    remove: 'delete the user',
    foreignKey: 'user_settings.user_id',
    // Deleted first, the user is no longer authenticated.
    writeAnswers: { 200: null, 401: 'AUTH.UNAUTHENTICATED' },
    writeChecked: before('settings', 'saveForUser'),
    writeWrites: at('settings', 'saveForUser'),
    ...userGone,
    async stage(t, admin, unique) {
      const { user, remove, exists, hasSettings } = await aUser(t, admin, unique);
      const token = await user.token();
      return {
        write: () => t.request('PUT', '/api/v1/settings/user/me', { token, json: { viewMode: 'dark' } }),
        remove,
        referencedExists: exists,
        linked: hasSettings,
      };
    },
  },
];

/** A task's reference to a tag or a nomenclature, written by a create, an update or an import. */
interface TaskReference {
  readonly name: string;
  readonly foreignKey: string;
  readonly base: string;
  readonly repository: 'tags' | 'nomenclatures';
  readonly inUse: string;
  fields(id: number): Record<string, unknown>;
}

const TASK_REFERENCES: TaskReference[] = [
  {
    name: 'tag T',
    foreignKey: 'task_tags.tag_id',
    base: '/api/v1/tag',
    repository: 'tags',
    inUse: 'TAG.IN_USE',
    fields: (id) => ({ tagIds: [id] }),
  },
  {
    name: 'nomenclature N',
    foreignKey: 'tasks.nomenclature_id',
    base: '/api/v1/nomenclature',
    repository: 'nomenclatures',
    inUse: 'NOMENCLATURE.IN_USE',
    fields: (id) => ({ nomenclatureId: id }),
  },
];

const TASKS = '/api/v1/task';

/** 400: the reference was gone at the check; 409: it went between the check and the write. */
const referenceAnswers = { 400: 'RECORD.INVALID_REFERENCE', 409: 'RECORD.REFERENCE_GONE' } as const;

const TASK_WRITES = [
  {
    verb: 'create a task with',
    answers: { 201: null, ...referenceAnswers },
    writes: at('tasks', 'insertMany'),
    send: (t: TestApp, admin: string, unique: string, _task: number, fields: Record<string, unknown>) =>
      t.request('POST', TASKS, { token: admin, json: { code: `task-${unique}`, label: 'new', ...fields } }),
  },
  {
    verb: 'give a task',
    answers: { 200: null, ...referenceAnswers },
    writes: at('tasks', 'updateMany'),
    send: (t: TestApp, admin: string, _unique: string, task: number, fields: Record<string, unknown>) =>
      t.request('PUT', `${TASKS}/${task}`, { token: admin, json: { label: 'changed', ...fields } }),
  },
  {
    verb: 'import a task with',
    answers: { 201: null, ...referenceAnswers },
    writes: at('tasks', 'insertMany'),
    send: (t: TestApp, admin: string, unique: string, _task: number, fields: Record<string, unknown>) =>
      t.request('POST', `${TASKS}/import.json`, {
        token: admin,
        json: [{ code: `imported-${unique}`, label: 'imported', ...fields }],
      }),
  },
];

const TASK_RACES: DeleteRace[] = TASK_REFERENCES.flatMap((reference) =>
  TASK_WRITES.map(
    (write): DeleteRace => ({
      write: `${write.verb} ${reference.name}`,
      remove: `delete ${reference.name}`,
      foreignKey: reference.foreignKey,
      writeAnswers: write.answers,
      removeAnswers: { 204: null, 409: reference.inUse },
      writeChecked: after(reference.repository, 'existingIds'),
      writeWrites: write.writes,
      removeDeletes: at(reference.repository, 'delete'),
      async stage(t, admin, unique) {
        const id = await createdId(t, admin, reference.base, { code: `ref-${unique}`, label: 'referenced' });
        const task = await createdId(t, admin, TASKS, { code: `old-${unique}`, label: 'old' });
        const repository = () => stored(t)[reference.repository];
        return {
          write: () => write.send(t, admin, unique, task, reference.fields(id)),
          remove: () => t.request('DELETE', `${reference.base}/${id}`, { token: admin }),
          referencedExists: async () => (await repository().findById(id)) !== undefined,
          linked: async () => (await repository().countTaskReferences(id)) > 0,
        };
      },
    }),
  ),
);

const NOMENCLATURES = '/api/v1/nomenclature';

const parentAnswers = {
  foreignKey: 'nomenclatures.parent_id',
  remove: 'delete the parent P',
  removeAnswers: { 204: null, 409: 'NOMENCLATURE.IN_USE' },
  removeDeletes: at('nomenclatures', 'delete'),
} as const;

/** A parent to delete, and whether it is stored and has children. */
async function aParent(t: TestApp, admin: string, unique: string) {
  const id = await createdId(t, admin, NOMENCLATURES, { code: `parent-${unique}`, label: 'parent' });
  return {
    id,
    remove: () => t.request('DELETE', `${NOMENCLATURES}/${id}`, { token: admin }),
    exists: async () => (await stored(t).nomenclatures.findById(id)) !== undefined,
    hasChildren: async () => (await stored(t).nomenclatures.countChildren(id)) > 0,
  };
}

const NOMENCLATURE_RACES: DeleteRace[] = [
  {
    ...parentAnswers,
    write: 'create a child of P',
    writeAnswers: { 201: null, 400: 'RECORD.INVALID_REFERENCE' },
    writeChecked: after('nomenclatures', 'existingIds'),
    writeWrites: at('nomenclatures', 'insert'),
    async stage(t, admin, unique) {
      const parent = await aParent(t, admin, unique);
      return {
        write: () =>
          t.request('POST', NOMENCLATURES, {
            token: admin,
            json: { code: `child-${unique}`, label: 'child', parentId: parent.id },
          }),
        remove: parent.remove,
        referencedExists: parent.exists,
        linked: parent.hasChildren,
      };
    },
  },
  {
    ...parentAnswers,
    write: 'move an entry under P',
    writeAnswers: { 200: null, 400: 'RECORD.INVALID_REFERENCE' },
    writeChecked: after('nomenclatures', 'parentLinks'),
    writeWrites: at('nomenclatures', 'update'),
    async stage(t, admin, unique) {
      const parent = await aParent(t, admin, unique);
      const child = await createdId(t, admin, NOMENCLATURES, { code: `child-${unique}`, label: 'child' });
      return {
        write: () =>
          t.request('PUT', `${NOMENCLATURES}/${child}`, {
            token: admin,
            json: { label: 'moved', parentId: parent.id },
          }),
        remove: parent.remove,
        referencedExists: parent.exists,
        linked: parent.hasChildren,
      };
    },
  },
];

const BADGES = '/api/v1/badge';
const CONTACTS = '/api/v1/contact';

/** A badge and a contact, neither on the other yet. */
async function aBadgeAndAContact(t: TestApp, admin: string, unique: string) {
  const badge = await createdId(t, admin, BADGES, { code: `badge-${unique}`, label: 'badge' });
  const contact = await createdId(t, admin, CONTACTS, { firstName: 'Ada', lastName: `Lovelace ${unique}` });
  return {
    badge,
    contact,
    write: () =>
      t.request('PUT', `${BADGES}/${badge}/contacts`, { token: admin, json: { contactIds: [contact] } }),
    linked: async () => (await stored(t).badgeContacts.countBadgesOf(contact)) > 0,
  };
}

const BADGE_RACES: DeleteRace[] = [
  {
    write: 'put contact K on a badge',
    remove: 'delete contact K',
    foreignKey: 'badge_contacts.contact_id',
    writeAnswers: { 200: null, 400: 'BADGE.UNKNOWN_CONTACT', 409: 'RECORD.REFERENCE_GONE' },
    removeAnswers: { 204: null, 409: 'CONTACT.IN_USE' },
    writeChecked: after('contacts', 'existingIds'),
    writeWrites: at('badgeContacts', 'replace'),
    removeDeletes: at('contacts', 'delete'),
    async stage(t, admin, unique) {
      const { contact, write, linked } = await aBadgeAndAContact(t, admin, unique);
      return {
        write,
        remove: () => t.request('DELETE', `${CONTACTS}/${contact}`, { token: admin }),
        referencedExists: async () => (await stored(t).contacts.findById(contact)) !== undefined,
        linked,
      };
    },
  },
  {
    write: 'put a contact on badge B',
    remove: 'delete badge B',
    foreignKey: 'badge_contacts.badge_id',
    writeAnswers: { 200: null, 404: 'BADGE.NOT_FOUND', 409: 'RECORD.REFERENCE_GONE' },
    removeAnswers: { 204: null },
    writeChecked: after('badges', 'findById'),
    writeWrites: at('badgeContacts', 'replace'),
    removeDeletes: at('badges', 'delete'),
    async stage(t, admin, unique) {
      const { badge, write, linked } = await aBadgeAndAContact(t, admin, unique);
      return {
        write,
        remove: () => t.request('DELETE', `${BADGES}/${badge}`, { token: admin }),
        referencedExists: async () => (await stored(t).badges.findById(badge)) !== undefined,
        linked,
      };
    },
  },
];

/** Every write that references a row another request may delete meanwhile. */
export const DELETE_RACES: readonly DeleteRace[] = [
  ...ACCESS_RACES,
  ...TASK_RACES,
  ...NOMENCLATURE_RACES,
  ...BADGE_RACES,
];
