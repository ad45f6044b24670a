import type { Container } from 'inversify';
import { historyHttp } from '../adapters/http/changes/history.handlers.js';
import { type HistorySubjects, ReadHistoryUseCase } from '../application/changes/read-history.use-case.js';
import { BADGE } from '../domain/badges/badge.js';
import { COMPANY } from '../domain/companies/company.js';
import { CONTACT } from '../domain/contacts/contact.js';
import { NOMENCLATURE } from '../domain/nomenclatures/nomenclature.js';
import { TAG } from '../domain/tags/tag.js';
import { TASK } from '../domain/tasks/task.js';
import { TEMPLATE_OBJECT } from '../domain/template-objects/template-object.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** The history of every kind the change log keeps (docs/api/changes.md). */
export function bindChanges(container: Container, deps: ModuleDeps): void {
  const { tasks, templateObjects, tags, nomenclatures, badges, companies, contacts } = deps.persistence;
  const found = (find: (id: number) => Promise<unknown>) => async (id: number) =>
    (await find(id)) !== undefined;
  const subjects: HistorySubjects = {
    tasks: { kind: TASK, exists: found((id) => tasks.findById(id)) },
    'template-objects': { kind: TEMPLATE_OBJECT, exists: found((id) => templateObjects.findById(id)) },
    tags: { kind: TAG, exists: found((id) => tags.findById(id)) },
    nomenclatures: { kind: NOMENCLATURE, exists: found((id) => nomenclatures.findById(id)) },
    badges: { kind: BADGE, exists: found((id) => badges.findById(id)) },
    companies: { kind: COMPANY, exists: found((id) => companies.findById(id)) },
    contacts: { kind: CONTACT, exists: found((id) => contacts.findById(id)) },
  };
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(historyHttp(new ReadHistoryUseCase(deps.persistence.changeLog, subjects)));
}
