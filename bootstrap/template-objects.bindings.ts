import type { Container } from 'inversify';
import { templateObjectsHttp } from '../adapters/http/template-objects/template-objects.handlers.js';
import { countingExports, countingImports } from '../adapters/metrics/metered-exchange.js';
import { templateObjectUseCases } from '../application/template-objects/template-objects.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

export function bindTemplateObjects(container: Container, deps: ModuleDeps): void {
  const templateObjects = deps.persistence.templateObjects;
  const useCases = templateObjectUseCases({
    ...deps,
    templateObjects,
    printLimits: deps.config.printMaxRecords,
  });
  container.bind(TOKENS.httpModules).toConstantValue(
    templateObjectsHttp({
      ...useCases,
      import: countingImports(useCases.import, 'template_object', deps.metrics),
      export: countingExports(useCases.export, 'template_object', deps.metrics),
    }),
  );
}
