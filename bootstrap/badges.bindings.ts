import type { Container } from 'inversify';
import { badgesHttp } from '../adapters/http/badges/badges.handlers.js';
import { badgeUseCases } from '../application/badges/badges.use-cases.js';
import { bindCountingImports, type ModuleDeps } from './module-deps.js';

/** Badges (docs/api/badges.md): a badge's contacts are printed with the shared renderer. */
export function bindBadges(container: Container, deps: ModuleDeps): void {
  const { badges, contacts, badgeContacts } = deps.persistence;
  const useCases = badgeUseCases({ ...deps, badges, contacts, badgeContacts });
  bindCountingImports(container, deps, 'badge', useCases, badgesHttp);
}
