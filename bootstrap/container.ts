import { Container } from 'inversify';
import type { Logger } from 'pino';
import { openPersistence } from '../adapters/persistence/open-persistence.js';
import { bindAccess } from './access.bindings.js';
import { bindBadges } from './badges.bindings.js';
import type { AppConfig } from './env.js';
import { bindLlm } from './llm.bindings.js';
import { bindPrinting } from './printing.bindings.js';
import { bindSettings } from './settings.bindings.js';
import { bindShared, type SharedOverrides } from './shared.bindings.js';
import { bindTaxonomy } from './tags.bindings.js';
import { bindRecords } from './tasks.bindings.js';

/** Opens the database (running migrations) and binds every port to its adapter. */
export async function buildContainer(
  config: AppConfig,
  logger: Logger,
  overrides: SharedOverrides = {},
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const opened = await openPersistence(config.database);
  const persistence = overrides.persistence?.(opened) ?? opened;
  try {
    bindShared(container, config, logger, persistence, overrides);
    bindPrinting(container, overrides.pdfRenderer);
    await bindAccess(container, config, persistence);
    bindSettings(container, persistence);
    bindTaxonomy(container, persistence);
    bindRecords(container, persistence);
    bindLlm(container, persistence);
    bindBadges(container, persistence);
  } catch (error) {
    await persistence.close();
    throw error;
  }
  return container;
}
