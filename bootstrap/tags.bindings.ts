import type { Container } from 'inversify';
import { tagsHttp } from '../adapters/http/tags/tags.handlers.js';
import { countingImports } from '../adapters/metrics/metered-exchange.js';
import { tagUseCases } from '../application/tags/tags.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindTags(container: Container, deps: ModuleDeps): void {
  const useCases = tagUseCases({ ...deps, tags: deps.persistence.tags });
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(
      tagsHttp({ ...useCases, import: countingImports(useCases.import, 'tag', deps.metrics) }),
    );
}
