import type { RoleRepository } from '../../application/access/ports/role.repository.js';
import type { UserRepository } from '../../application/access/ports/user.repository.js';
import type { ArchivableRepository } from '../../application/archivable/ports/archivable.repository.js';
import type { BadgeContactRepository } from '../../application/badges/ports/badge-contact.repository.js';
import type { CodedEntityRepository } from '../../application/coded-entities/ports/coded-entity.repository.js';
import type { ContactRepository } from '../../application/contacts/ports/contact.repository.js';
import type { LlmSettingsRepository } from '../../application/llm/ports/llm-settings.repository.js';
import type { NomenclatureRepository } from '../../application/nomenclatures/ports/nomenclature.repository.js';
import type { SettingsRepository } from '../../application/settings/ports/settings.repository.js';
import type { SecretStore } from '../../application/shared/ports/secret-store.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.js';
import type { TagRepository } from '../../application/tags/ports/tag.repository.js';
import { BADGE } from '../../domain/badges/badge.js';
import { COMPANY } from '../../domain/companies/company.js';
import { TASK, type TaskFields } from '../../domain/tasks/task.js';
import { TEMPLATE_OBJECT, type TemplateObjectFields } from '../../domain/template-objects/template-object.js';
import type { DatabaseConfig } from './database-config.js';
import { DrizzleRoleRepository } from './drizzle/access/drizzle-role.repository.js';
import { DrizzleUserRepository } from './drizzle/access/drizzle-user.repository.js';
import { DrizzleBadgeContactRepository } from './drizzle/badges/drizzle-badge-contact.repository.js';
import {
  type CodedEntityTable,
  DrizzleCodedEntityRepository,
} from './drizzle/coded-entities/drizzle-coded-entity.repository.js';
import { DrizzleContactRepository } from './drizzle/contacts/drizzle-contact.repository.js';
import type { DrizzleGateway } from './drizzle/drizzle-gateway.js';
import { DrizzleSecretStore } from './drizzle/drizzle-secret-store.js';
import { DrizzleLlmSettingsRepository } from './drizzle/llm/drizzle-llm-settings.repository.js';
import { DrizzleNomenclatureRepository } from './drizzle/nomenclatures/drizzle-nomenclature.repository.js';
import { DrizzleSettingsRepository } from './drizzle/settings/drizzle-settings.repository.js';
import { DrizzleTagRepository } from './drizzle/tags/drizzle-tag.repository.js';
import { drizzleTaskRepository } from './drizzle/tasks/drizzle-task.repository.js';
import { drizzleTemplateObjectRepository } from './drizzle/template-objects/drizzle-template-object.repository.js';
import { MemoryRoleRepository } from './memory/access/memory-role.repository.js';
import { MemoryUserRepository } from './memory/access/memory-user.repository.js';
import { MemoryArchivableRepository } from './memory/archivable/memory-archivable.repository.js';
import { MemoryBadgeContactRepository } from './memory/badges/memory-badge-contact.repository.js';
import { BADGES, dropBadgeLinks } from './memory/badges/memory-badge-links.js';
import { MemoryCodedEntityRepository } from './memory/coded-entities/memory-coded-entity.repository.js';
import { MemoryContactRepository } from './memory/contacts/memory-contact.repository.js';
import { MemoryLlmSettingsRepository } from './memory/llm/memory-llm-settings.repository.js';
import { MemorySecretStore } from './memory/memory-secret-store.js';
import { MemoryStore } from './memory/memory-store.js';
import { MemoryNomenclatureRepository } from './memory/nomenclatures/memory-nomenclature.repository.js';
import { MemorySettingsRepository } from './memory/settings/memory-settings.repository.js';
import { MemoryTagRepository } from './memory/tags/memory-tag.repository.js';
import { MEMORY_TASKS, taskReferencesStored } from './memory/tasks/memory-task-tables.js';
import { PostgresDatabase } from './postgres/postgres-database.js';
import { SqliteDatabase } from './sqlite/sqlite-database.js';

/** Every repository of one backend, sharing one unit of work. */
export interface Persistence {
  readonly kind: DatabaseConfig['kind'];
  readonly unitOfWork: UnitOfWork;
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly settings: SettingsRepository;
  readonly secrets: SecretStore;
  readonly tags: TagRepository;
  readonly nomenclatures: NomenclatureRepository;
  readonly tasks: ArchivableRepository<TaskFields>;
  readonly templateObjects: ArchivableRepository<TemplateObjectFields>;
  readonly llmSettings: LlmSettingsRepository;
  readonly badges: CodedEntityRepository;
  readonly companies: CodedEntityRepository;
  readonly contacts: ContactRepository;
  readonly badgeContacts: BadgeContactRepository;
  ready(): Promise<boolean>;
  /** The error says the database is out of reach or busy for now (callers answer 503). */
  isUnavailable(error: unknown): boolean;
  close(): Promise<void>;
}

export async function openPersistence(config: DatabaseConfig): Promise<Persistence> {
  switch (config.kind) {
    case 'memory':
      return memoryPersistence();
    case 'sqlite': {
      const database = SqliteDatabase.open(config.path, config.busyTimeoutMs);
      return drizzlePersistence('sqlite', database, database, {
        ready: async () => database.ping(),
        close: async () => database.close(),
      });
    }
    case 'postgres': {
      const database = await PostgresDatabase.open(config);
      return drizzlePersistence('postgres', database, database, {
        ready: () => database.ping(),
        close: () => database.close(),
      });
    }
  }
}

function memoryPersistence(): Persistence {
  const store = new MemoryStore();
  return {
    kind: 'memory',
    unitOfWork: store,
    users: new MemoryUserRepository(store),
    roles: new MemoryRoleRepository(store),
    settings: new MemorySettingsRepository(store),
    secrets: new MemorySecretStore(store),
    tags: new MemoryTagRepository(store),
    nomenclatures: new MemoryNomenclatureRepository(store),
    tasks: new MemoryArchivableRepository<TaskFields>(store, MEMORY_TASKS, TASK, taskReferencesStored(store)),
    templateObjects: new MemoryArchivableRepository<TemplateObjectFields>(
      store,
      'templateObjects',
      TEMPLATE_OBJECT,
    ),
    llmSettings: new MemoryLlmSettingsRepository(store),
    badges: new MemoryCodedEntityRepository(store, BADGES, BADGE, (id) => dropBadgeLinks(store, id)),
    companies: new MemoryCodedEntityRepository(store, 'companies', COMPANY),
    contacts: new MemoryContactRepository(store),
    badgeContacts: new MemoryBadgeContactRepository(store),
    ready: async () => true,
    isUnavailable: () => false,
    close: async () => {},
  };
}

function drizzlePersistence(
  kind: 'sqlite' | 'postgres',
  gateway: DrizzleGateway,
  unitOfWork: UnitOfWork,
  lifecycle: Pick<Persistence, 'ready' | 'close'>,
): Persistence {
  return {
    kind,
    unitOfWork,
    isUnavailable: (error) => gateway.isUnavailable(error),
    users: new DrizzleUserRepository(gateway),
    roles: new DrizzleRoleRepository(gateway),
    settings: new DrizzleSettingsRepository(gateway),
    secrets: new DrizzleSecretStore(gateway),
    tags: new DrizzleTagRepository(gateway),
    nomenclatures: new DrizzleNomenclatureRepository(gateway),
    tasks: drizzleTaskRepository(gateway),
    templateObjects: drizzleTemplateObjectRepository(gateway),
    llmSettings: new DrizzleLlmSettingsRepository(gateway),
    badges: new DrizzleCodedEntityRepository(gateway, gateway.tables.badges, BADGE),
    companies: new DrizzleCodedEntityRepository(
      gateway,
      gateway.tables.companies as unknown as CodedEntityTable,
      COMPANY,
    ),
    contacts: new DrizzleContactRepository(gateway),
    badgeContacts: new DrizzleBadgeContactRepository(gateway),
    ...lifecycle,
  };
}
