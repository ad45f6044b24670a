import type { Container } from 'inversify';
import { badgesHttp } from '../adapters/http/badges/badges.handlers.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import { badgeUseCases } from '../application/badges/badges.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** Badges (docs/api/badges.md): a badge's contacts are printed with the shared renderer. */
export function bindBadges(container: Container, deps: ModuleDeps): void {
  const { badges, contacts, badgeContacts } = deps.persistence;
  const useCases = badgeUseCases({ ...deps, badges, contacts, badgeContacts });
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(
      badgesHttp({ ...useCases, import: countingImports(useCases.import, 'badge', deps.metrics) }),
    );
}
