// Every Drizzle repository over one SQLite or Postgres database, which is also their unit of work.
import type { ChangeSignal } from '../../../application/changes/ports/change-signal.js';
import type { DatabaseMetrics } from '../../../application/shared/ports/metrics.js';
import type { UnitOfWork } from '../../../application/shared/ports/unit-of-work.js';
import type { DatabaseConfig } from '../database-config.js';
import type { Persistence } from '../persistence.js';
import { PostgresChangeSignal } from '../postgres/postgres-change-signal.js';
import { PostgresDatabase } from '../postgres/postgres-database.js';
import { LocalChangeSignal } from '../shared/local-change-signal.js';
import { SqliteDatabase } from '../sqlite/sqlite-database.js';
import { DrizzleApiKeyRepository } from './access/drizzle-api-key.repository.js';
import { DrizzleLoginFailuresRepository } from './access/drizzle-login-failures.repository.js';
import { DrizzleRoleRepository } from './access/drizzle-role.repository.js';
import { DrizzleSecondFactorRepository } from './access/drizzle-second-factor.repository.js';
import { DrizzleSessionRepository } from './access/drizzle-session.repository.js';
import { DrizzleUserRepository } from './access/drizzle-user.repository.js';
import { DrizzleInstanceStore } from './backup/drizzle-instance-store.js';
import { drizzleBadgeRepository } from './badges/drizzle-badge.repository.js';
import { DrizzleBadgeContactRepository } from './badges/drizzle-badge-contact.repository.js';
import {
  type AppendChange,
  type AppendChanges,
  appendInCommitOrder,
  appendPrepared,
  appendWithDeliveries,
} from './changes/change-appends.js';
import { DrizzleChangeLog } from './changes/drizzle-change-log.js';
import { RecordEntries } from './changes/record-entries.js';
import { drizzleCompanyRepository } from './companies/drizzle-company.repository.js';
import { drizzleContactRepository } from './contacts/drizzle-contact.repository.js';
import type { WriteAlone } from './dialect.js';
import type { DrizzleGateway } from './drizzle-gateway.js';
import { DrizzleRateCounts } from './drizzle-rate-counts.js';
import { DrizzleSecretStore } from './drizzle-secret-store.js';
import { backfillSearchText } from './listing/backfill-search-text.js';
import { DrizzleLlmSettingsRepository } from './llm/drizzle-llm-settings.repository.js';
import { drizzleNomenclatureRepository } from './nomenclatures/drizzle-nomenclature.repository.js';
import { DrizzleSettingsRepository } from './settings/drizzle-settings.repository.js';
import { drizzleTagRepository } from './tags/drizzle-tag.repository.js';
import { drizzleTaskRepository } from './tasks/drizzle-task.repository.js';
import { drizzleTemplateObjectRepository } from './template-objects/drizzle-template-object.repository.js';
import { DrizzleDeliveryQueue } from './webhooks/drizzle-delivery-queue.js';
import { DrizzleWebhookRepository } from './webhooks/drizzle-webhook.repository.js';
import { DrizzleWebhookOutbox } from './webhooks/drizzle-webhook-outbox.js';
import { InlineDeliveries } from './webhooks/inline-deliveries.js';
import { KnownSubscriptions, READ_SUBSCRIPTIONS } from './webhooks/known-subscriptions.js';

type SqliteConfig = Extract<DatabaseConfig, { kind: 'sqlite' }>;
type PostgresConfig = Extract<DatabaseConfig, { kind: 'postgres' }>;

export async function openSqlite(config: SqliteConfig, metrics?: DatabaseMetrics): Promise<Persistence> {
  const database = SqliteDatabase.open(config.path, config.busyTimeoutMs, metrics);
  await backfillSearchText(database);
  const append = appendPrepared((table, columns, rows) => database.appendAfterUnit(table, columns, rows));
  return repositories(
    'sqlite',
    database,
    { rows: append },
    new LocalChangeSignal(),
    new LocalChangeSignal(),
    {
      ready: async () => database.ping(),
      close: async () => database.close(),
    },
  );
}

export async function openPostgres(config: PostgresConfig, metrics?: DatabaseMetrics): Promise<Persistence> {
  const database = await PostgresDatabase.open(config, metrics);
  await backfillSearchText(database);
  // Instances sharing the database tell each other of their commits (docs/api/changes.md#live-feed).
  const signal = new PostgresChangeSignal(config);
  const writeAlone: WriteAlone = (build, shape) => database.writeAlone(build, shape);
  // A lone change is written with its webhook deliveries by one statement; a lone record's, with
  // the record too (docs/adr/0068-one-change-log-written-with-the-write.md).
  const webhookQueued = new LocalChangeSignal();
  const wake = () => database.afterCommit(() => webhookQueued.notify());
  const inline = new InlineDeliveries();
  const appends: ChangeAppends = {
    rows: appendInCommitOrder(writeAlone),
    one: appendWithDeliveries(writeAlone, inline, wake),
    inline,
    withRecords: new RecordEntries(
      wake,
      new KnownSubscriptions(() =>
        writeAlone(() => READ_SUBSCRIPTIONS, { key: 'webhooks.known', params: [] }),
      ),
      () => !database.inUnitOfWork(),
    ),
  };
  return repositories('postgres', database, appends, signal, webhookQueued, {
    ready: () => database.ping(),
    close: async () => {
      await signal.close();
      await database.close();
    },
  });
}

/**
 * How a dialect appends to the change log: rows in bulk, and where it has its own ways, a lone
 * change (`one`) and a lone record's entry in the record's own write (`withRecords`).
 */
interface ChangeAppends {
  readonly rows: AppendChanges;
  readonly one?: AppendChange;
  readonly inline?: InlineDeliveries;
  readonly withRecords?: RecordEntries;
}

function repositories(
  kind: 'sqlite' | 'postgres',
  gateway: DrizzleGateway & UnitOfWork,
  appends: ChangeAppends,
  changeSignal: ChangeSignal,
  webhookQueued: LocalChangeSignal,
  lifecycle: Pick<Persistence, 'ready' | 'close'>,
): Persistence {
  const contacts = drizzleContactRepository(gateway);
  return {
    kind,
    unitOfWork: gateway,
    instance: new DrizzleInstanceStore(gateway, gateway),
    isUnavailable: (error) => gateway.isUnavailable(error),
    isStorageFull: (error) => gateway.isStorageFull(error),
    users: new DrizzleUserRepository(gateway),
    roles: new DrizzleRoleRepository(gateway),
    secondFactors: new DrizzleSecondFactorRepository(gateway),
    sessions: new DrizzleSessionRepository(gateway),
    apiKeys: new DrizzleApiKeyRepository(gateway),
    loginFailures: new DrizzleLoginFailuresRepository(gateway),
    settings: new DrizzleSettingsRepository(gateway),
    secrets: new DrizzleSecretStore(gateway),
    rateCounts: new DrizzleRateCounts(gateway),
    tags: drizzleTagRepository(gateway),
    nomenclatures: drizzleNomenclatureRepository(gateway),
    tasks: drizzleTaskRepository(gateway, appends.withRecords),
    templateObjects: drizzleTemplateObjectRepository(gateway, appends.withRecords),
    llmSettings: new DrizzleLlmSettingsRepository(gateway),
    badges: drizzleBadgeRepository(gateway),
    companies: drizzleCompanyRepository(gateway),
    contacts,
    badgeContacts: new DrizzleBadgeContactRepository(gateway, contacts),
    webhooks: new DrizzleWebhookRepository(gateway),
    webhookDeliveries: new DrizzleDeliveryQueue(gateway),
    webhookOutbox: new DrizzleWebhookOutbox(gateway, webhookQueued, appends.inline),
    webhookQueued,
    changeLog: new DrizzleChangeLog(gateway, appends.rows, appends.one),
    changeSignal,
    ...lifecycle,
  };
}
