import type { Container } from 'inversify';
import { tasksHttp } from '../adapters/http/tasks/tasks.handlers.js';
import { countingExports, countingImports } from '../adapters/metrics/metered-exchange.js';
import { taskUseCases } from '../application/tasks/tasks.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** Tasks check their references against the tags and nomenclatures. */
export function bindTasks(container: Container, deps: ModuleDeps): void {
  const { tasks, tags, nomenclatures } = deps.persistence;
  const useCases = taskUseCases({
    ...deps,
    tasks,
    tags,
    nomenclatures,
    printLimits: deps.config.printMaxRecords,
  });
  container.bind(TOKENS.httpModules).toConstantValue(
    tasksHttp({
      ...useCases,
      import: countingImports(useCases.import, 'task', deps.metrics),
      importWithCodes: countingImports(useCases.importWithCodes, 'task', deps.metrics),
      export: countingExports(useCases.export, 'task', deps.metrics),
      exportWithCodes: countingExports(useCases.exportWithCodes, 'task', deps.metrics),
    }),
  );
}
