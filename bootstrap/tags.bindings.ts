import type { Container } from 'inversify';
import { tagsHttp } from '../adapters/http/tags/tags.handlers.js';
import { tagUseCases } from '../application/tags/tags.use-cases.js';
import { bindCountingImports, type ModuleDeps } from './module-deps.js';

export function bindTags(container: Container, deps: ModuleDeps): void {
  const useCases = tagUseCases({ ...deps, tags: deps.persistence.tags });
  bindCountingImports(container, deps, 'tag', useCases, tagsHttp);
}
