// The repositories of one backend, as the composition root receives them.
import type { ApiKeyRepository } from '../../application/access/ports/api-key.repository.js';
import type { LoginFailuresRepository } from '../../application/access/ports/login-failures.repository.js';
import type { RoleRepository } from '../../application/access/ports/role.repository.js';
import type { SecondFactorRepository } from '../../application/access/ports/second-factor.repository.js';
import type { SessionRepository } from '../../application/access/ports/session.repository.js';
import type { UserRepository } from '../../application/access/ports/user.repository.js';
import type { InstanceStore } from '../../application/backup/ports/instance-store.js';
import type { BadgeContactRepository } from '../../application/badges/ports/badge-contact.repository.js';
import type { ChangeLog } from '../../application/changes/ports/change-log.js';
import type { ChangeOutbox } from '../../application/changes/ports/change-outbox.js';
import type { ChangeSignal } from '../../application/changes/ports/change-signal.js';
import type { ContactRepository } from '../../application/contacts/ports/contact.repository.js';
import type { LlmSettingsRepository } from '../../application/llm/ports/llm-settings.repository.js';
import type { NomenclatureRepository } from '../../application/nomenclatures/ports/nomenclature.repository.js';
import type { CodedEntityRepository } from '../../application/records/ports/coded-entity.repository.js';
import type { SettingsRepository } from '../../application/settings/ports/settings.repository.js';
import type { RateCounts } from '../../application/shared/ports/rate-counts.js';
import type { SecretStore } from '../../application/shared/ports/secret-store.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.js';
import type { TagRepository } from '../../application/tags/ports/tag.repository.js';
import type { TaskDeps } from '../../application/tasks/tasks.use-cases.js';
import type { TemplateObjectDeps } from '../../application/template-objects/template-objects.use-cases.js';
import type { DeliveryQueue } from '../../application/webhooks/ports/delivery-queue.js';
import type { WebhookRepository } from '../../application/webhooks/ports/webhook.repository.js';
import type { DatabaseConfig } from './database-config.js';

/** Every repository of one backend, sharing one unit of work. */
export interface Persistence {
  readonly kind: DatabaseConfig['kind'];
  readonly unitOfWork: UnitOfWork;
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly secondFactors: SecondFactorRepository;
  readonly sessions: SessionRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly loginFailures: LoginFailuresRepository;
  readonly settings: SettingsRepository;
  readonly secrets: SecretStore;
  readonly tags: TagRepository;
  readonly nomenclatures: NomenclatureRepository;
  readonly tasks: TaskDeps['tasks'];
  readonly templateObjects: TemplateObjectDeps['templateObjects'];
  readonly llmSettings: LlmSettingsRepository;
  readonly badges: CodedEntityRepository;
  readonly companies: CodedEntityRepository;
  readonly contacts: ContactRepository;
  readonly badgeContacts: BadgeContactRepository;
  readonly webhooks: WebhookRepository;
  readonly webhookDeliveries: DeliveryQueue;
  /** Queues the webhook deliveries of a write's changes, in its transaction (docs/adr/0066-webhooks-from-an-outbox.md). */
  readonly webhookOutbox: ChangeOutbox;
  /** Told, in this process, after a commit that queued deliveries: wakes the delivery worker. */
  readonly webhookQueued: ChangeSignal;
  /** Every record write, appended in the write's transaction (docs/api/changes.md). */
  readonly changeLog: ChangeLog;
  /** Tells the readers of the log (the feed) of new entries. */
  readonly changeSignal: ChangeSignal;
  /** Everything stored, as archive sections: backup, restore, moving between databases. */
  readonly instance: InstanceStore;
  /** Shared by the instances on one database; none in memory, where there is one instance. */
  readonly rateCounts?: RateCounts;
  ready(): Promise<boolean>;
  /** The error says the database is out of reach or busy for now (callers answer 503). */
  isUnavailable(error: unknown): boolean;
  /** The error says the database has no space left to write (callers answer 507). */
  isStorageFull(error: unknown): boolean;
  close(): Promise<void>;
}
