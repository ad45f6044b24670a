import { afterEach, beforeEach } from 'vitest';
import { apiRecordPresenter } from '../../adapters/http/changes/record-presenter.js';
import { openPersistence, type Persistence } from '../../adapters/persistence/open-persistence.js';
import { ChangeRecorder } from '../../application/changes/change-recorder.js';
import type { ListingRepository } from '../../application/listing/ports/listing.repository.js';
import { newRole, SYSTEM_ROLES } from '../../domain/access/role.js';
import type { NewUser } from '../../domain/access/user.js';
import type { NewContact } from '../../domain/contacts/contact.js';
import type { NewNomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { NewArchivable } from '../../domain/records/archivable.js';
import type { NewCodedEntity } from '../../domain/records/coded-entity.js';
import { instantFromMicros } from '../../domain/shared/instant.js';
import { type TaskFields, taskFields } from '../../domain/tasks/task.js';
import { type Backend, createTestDatabase } from './backends.js';

/** A fresh, migrated persistence of the backend for each test; closed and dropped after it. */
export function usePersistence(backend: Backend): () => Persistence {
  let persistence: Persistence | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase(backend);
    drop = database.drop;
    persistence = await openPersistence(database.config);
  });
  afterEach(async () => {
    await persistence?.close();
    await drop?.();
  });
  return () => persistence!;
}

export const T0 = instantFromMicros(1_795_000_000_123_456);
/** One microsecond after T0: a later edit. */
export const T1 = instantFromMicros(T0 + 1);

/** The change log's recorder over a persistence, stamping T0: what write use cases need besides their repositories. */
export function recorderOver(persistence: Persistence): ChangeRecorder {
  const { changeLog, changeSignal, unitOfWork } = persistence;
  return new ChangeRecorder(changeLog, apiRecordPresenter, [], changeSignal, unitOfWork, { now: () => T0 });
}

/** Every row a list holds, ascending by `key`: users by username, roles by code. */
export async function everyRow<T, K extends string, F>(
  rows: ListingRepository<T, K, F>,
  key: K,
): Promise<T[]> {
  const all: T[] = [];
  for await (const batch of rows.walk({ sort: { key, descending: false }, filter: {} as F, words: [] })) {
    all.push(...batch);
  }
  return all;
}

/** Stores the system roles, as the service does at start: a user's roles must exist. */
export async function withSystemRoles(persistence: Persistence): Promise<Persistence> {
  await persistence.roles.insertMissing(SYSTEM_ROLES.map((code) => newRole(code, code)));
  return persistence;
}

/** An object mother for users. */
export function aUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    username: 'alice',
    enabled: true,
    roles: ['USER'],
    passwordHash: '$2b$04$hash',
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

/** An object mother for tasks as a repository stores them: every field not given takes its default. */
export function aTask(overrides: Partial<NewArchivable<TaskFields>> = {}): NewArchivable<TaskFields> {
  return {
    code: 'T-1',
    ...taskFields({ label: 'Write the report' }),
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

/** An object mother for tags as a repository stores them. */
export function aTag(overrides: Partial<NewCodedEntity<'actors'>> = {}): NewCodedEntity<'actors'> {
  return {
    code: 'urgent',
    label: 'Urgent',
    description: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

/** An object mother for nomenclature entries as a repository stores them. */
export function aNomenclature(overrides: Partial<NewNomenclature> = {}): NewNomenclature {
  return {
    code: 'fruit',
    label: 'Fruit',
    description: null,
    parentId: null,
    createdAt: T0,
    createdBy: 'alice',
    updatedAt: T0,
    updatedBy: 'alice',
    ...overrides,
  };
}

/** An object mother for badges and companies (the coded-entities shape) as a repository stores them. */
export function aCodedEntity(overrides: Partial<NewCodedEntity> = {}): NewCodedEntity {
  return {
    code: 'VIP',
    label: 'Very important',
    description: null,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

/** An object mother for contacts as a repository stores them. */
export function aContact(overrides: Partial<NewContact> = {}): NewContact {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: null,
    email: null,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}
