// Every memory repository over one MemoryStore, which is also their unit of work.

import type { Persistence } from '../persistence.js';
import { LocalChangeSignal } from '../shared/local-change-signal.js';
import { MemoryApiKeyRepository } from './access/memory-api-key.repository.js';
import { MemoryLoginFailuresRepository } from './access/memory-login-failures.repository.js';
import { MemoryRoleRepository } from './access/memory-role.repository.js';
import { MemorySecondFactorRepository } from './access/memory-second-factor.repository.js';
import { MemorySessionRepository } from './access/memory-session.repository.js';
import { MemoryUserRepository } from './access/memory-user.repository.js';
import { memoryBadgeRepository } from './badges/memory-badge.repository.js';
import { MemoryBadgeContactRepository } from './badges/memory-badge-contact.repository.js';
import { MemoryChangeLog } from './changes/memory-change-log.js';
import { memoryCompanyRepository } from './companies/memory-company.repository.js';
import { MemoryContactRepository } from './contacts/memory-contact.repository.js';
import { MemoryLlmSettingsRepository } from './llm/memory-llm-settings.repository.js';
import { MemoryInstanceStore } from './memory-instance-store.js';
import { MemorySecretStore } from './memory-secret-store.js';
import { MemoryStore } from './memory-store.js';
import { MemoryNomenclatureRepository } from './nomenclatures/memory-nomenclature.repository.js';
import { MemorySettingsRepository } from './settings/memory-settings.repository.js';
import { MemoryTagRepository } from './tags/memory-tag.repository.js';
import { memoryTaskRepository } from './tasks/memory-task.repository.js';
import { memoryTemplateObjectRepository } from './template-objects/memory-template-object.repository.js';
import { MemoryDeliveryQueue } from './webhooks/memory-delivery-queue.js';
import { MemoryWebhookRepository } from './webhooks/memory-webhook.repository.js';
import { MemoryWebhookOutbox } from './webhooks/memory-webhook-outbox.js';

export function openMemory(): Persistence {
  const store = new MemoryStore();
  const changeLog = new MemoryChangeLog(store);
  const webhookQueued = new LocalChangeSignal();
  return {
    kind: 'memory',
    unitOfWork: store,
    instance: new MemoryInstanceStore(store, changeLog),
    users: new MemoryUserRepository(store),
    roles: new MemoryRoleRepository(store),
    secondFactors: new MemorySecondFactorRepository(store),
    sessions: new MemorySessionRepository(store),
    apiKeys: new MemoryApiKeyRepository(store),
    loginFailures: new MemoryLoginFailuresRepository(),
    settings: new MemorySettingsRepository(store),
    secrets: new MemorySecretStore(store),
    tags: new MemoryTagRepository(store),
    nomenclatures: new MemoryNomenclatureRepository(store),
    tasks: memoryTaskRepository(store),
    templateObjects: memoryTemplateObjectRepository(store),
    llmSettings: new MemoryLlmSettingsRepository(store),
    badges: memoryBadgeRepository(store),
    companies: memoryCompanyRepository(store),
    contacts: new MemoryContactRepository(store),
    badgeContacts: new MemoryBadgeContactRepository(store),
    webhooks: new MemoryWebhookRepository(store),
    webhookDeliveries: new MemoryDeliveryQueue(store),
    webhookOutbox: new MemoryWebhookOutbox(store, changeLog, webhookQueued),
    webhookQueued,
    changeLog,
    changeSignal: new LocalChangeSignal(),
    ready: async () => true,
    isUnavailable: () => false,
    isStorageFull: () => false,
    close: async () => {},
  };
}
