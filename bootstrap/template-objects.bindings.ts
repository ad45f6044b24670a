import type { Container } from 'inversify';
import { templateObjectsHttp } from '../adapters/http/template-objects/template-objects.handlers.js';
import { templateObjectUseCases } from '../application/template-objects/template-objects.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindTemplateObjects(container: Container, deps: ModuleDeps): void {
  const templateObjects = deps.persistence.templateObjects;
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(templateObjectsHttp(templateObjectUseCases({ ...deps, templateObjects })));
}
