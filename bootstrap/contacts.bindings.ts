import type { Container } from 'inversify';
import { contactsHttp } from '../adapters/http/contacts/contacts.handlers.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import { contactUseCases } from '../application/contacts/contacts.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindContacts(container: Container, deps: ModuleDeps): void {
  const { contacts, badgeContacts } = deps.persistence;
  const useCases = contactUseCases({ ...deps, contacts, badgeContacts });
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(
      contactsHttp({ ...useCases, import: countingImports(useCases.import, 'contact', deps.metrics) }),
    );
}
