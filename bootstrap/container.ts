import { Container } from 'inversify';
import type { Logger } from 'pino';
import { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js';
import { openPersistence } from '../adapters/persistence/open-persistence.js';
import { bindAccess } from './access.bindings.js';
import { bindBackup } from './backup.bindings.js';
import { bindBadges } from './badges.bindings.js';
import { bindChanges } from './changes.bindings.js';
import { bindCompanies } from './companies.bindings.js';
import { bindContacts } from './contacts.bindings.js';
import type { AppConfig } from './env.js';
import { bindLiveFeed } from './live-feed.js';
import { bindLlm } from './llm.bindings.js';
import { bindNomenclatures } from './nomenclatures.bindings.js';
import { bindPrinting } from './printing.bindings.js';
import { bindSettings } from './settings.bindings.js';
import { bindShared, type SharedOverrides } from './shared.bindings.js';
import { bindTags } from './tags.bindings.js';
import { bindTasks } from './tasks.bindings.js';
import { bindTemplateObjects } from './template-objects.bindings.js';
import { bindWebhooks } from './webhooks.bindings.js';

/**
 * Opens the database (running migrations) and binds every module. The HTTP modules are
 * mounted in this order (each mounts its own routes in the order its routes file gives).
 */
export async function buildContainer(
  config: AppConfig,
  logger: Logger,
  overrides: SharedOverrides = {},
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  // One set of metrics per service instance, made first so the database can report to it.
  const metrics = new PrometheusMetrics();
  const opened = await openPersistence(config.database, metrics);
  const persistence = overrides.persistence?.(opened) ?? opened;
  try {
    const shared = bindShared(container, config, logger, persistence, overrides, metrics);
    const deps = { ...shared, pdfRenderer: bindPrinting(container, metrics, overrides.pdfRenderer) };
    await bindAccess(container, deps);
    bindSettings(container, deps);
    bindTags(container, deps);
    bindNomenclatures(container, deps);
    bindTasks(container, deps);
    bindTemplateObjects(container, deps);
    bindLlm(container, deps);
    bindBadges(container, deps);
    bindCompanies(container, deps);
    bindContacts(container, deps);
    bindChanges(container, deps);
    bindBackup(container, deps);
    bindWebhooks(container, deps, overrides);
    await bindLiveFeed(container, deps, overrides.feedSchedule);
  } catch (error) {
    await persistence.close();
    throw error;
  }
  return container;
}
