import type { Container } from 'inversify';
import { contactsHttp } from '../adapters/http/contacts/contacts.handlers.js';
import { contactUseCases } from '../application/contacts/contacts.use-cases.js';
import { bindCountingImports, type ModuleDeps } from './module-deps.js';

export function bindContacts(container: Container, deps: ModuleDeps): void {
  const { contacts, badgeContacts } = deps.persistence;
  const useCases = contactUseCases({ ...deps, contacts, badgeContacts });
  bindCountingImports(container, deps, 'contact', useCases, contactsHttp);
}
