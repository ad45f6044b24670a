import type { Container } from 'inversify';
import { archivableRouter } from '../adapters/http/archivable/archivable.handlers.js';
import type { ArchivableSchemas } from '../adapters/http/archivable/archivable.routes.js';
import { exchangeRouter } from '../adapters/http/archivable/archivable-exchange.handlers.js';
import { printRouter } from '../adapters/http/archivable/archivable-print.handlers.js';
import type { HttpModule } from '../adapters/http/create-http-app.js';
import type { RecordCsvFormat } from '../adapters/http/exchange/record-csv.js';
import { taskCsv } from '../adapters/http/tasks/tasks.csv.js';
import { taskSchemas, toTaskResponse } from '../adapters/http/tasks/tasks.schemas.js';
import { templateObjectCsv } from '../adapters/http/template-objects/template-objects.csv.js';
import {
  templateObjectSchemas,
  toTemplateObjectResponse,
} from '../adapters/http/template-objects/template-objects.schemas.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import {
  ArchiveRecordUseCase,
  ArchiveSelectedUseCase,
} from '../application/archivable/archive-records.use-case.js';
import { AuditStamper } from '../application/archivable/audit-stamper.js';
import { CreateRecordUseCase } from '../application/archivable/create-record.use-case.js';
import { ExportRecordsUseCase } from '../application/archivable/export-records.use-case.js';
import type { ArchivableRepository } from '../application/archivable/ports/archivable.repository.js';
import { GetRecordUseCase, ListRecordsUseCase } from '../application/archivable/read-records.use-case.js';
import type { RecordPolicy } from '../application/archivable/record-policy.js';
import { SeedRecordsUseCase } from '../application/archivable/seed-records.use-case.js';
import { UpdateRecordUseCase } from '../application/archivable/update-record.use-case.js';
import type { NomenclatureRepository } from '../application/nomenclatures/ports/nomenclature.repository.js';
import type { PdfRenderer } from '../application/printing/ports/pdf-renderer.js';
import { PrintRecordsUseCase } from '../application/printing/print-records.use-case.js';
import type { ActorContext } from '../application/shared/ports/actor-context.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import type { TagRepository } from '../application/tags/ports/tag.repository.js';
import { TaskPolicy } from '../application/tasks/task.policy.js';
import { taskPrintout } from '../application/tasks/task.printout.js';
import { templateObjectPolicy } from '../application/template-objects/template-object.policy.js';
import { templateObjectPrintout } from '../application/template-objects/template-object.printout.js';
import type { Archivable } from '../domain/archivable/archivable.js';
import { TASK } from '../domain/tasks/task.js';
import { TEMPLATE_OBJECT } from '../domain/template-objects/template-object.js';
import { TOKENS } from './tokens.js';

type Printable = { readonly label: string; readonly description: string | null };

/** The use cases of one kind of archivable record: its lifecycle, import and export. */
function recordUseCases<I, F>(
  repository: ArchivableRepository<F>,
  policy: RecordPolicy<I, F>,
  uow: UnitOfWork,
  audit: AuditStamper,
) {
  return {
    list: new ListRecordsUseCase(repository),
    get: new GetRecordUseCase(repository, policy.kind),
    create: new CreateRecordUseCase(repository, policy, audit),
    update: new UpdateRecordUseCase(repository, policy, audit),
    archive: new ArchiveRecordUseCase(repository, policy.kind, audit),
    archiveSelected: new ArchiveSelectedUseCase(repository, uow, audit),
    seed: new SeedRecordsUseCase(repository, policy, uow, audit),
    export: new ExportRecordsUseCase(repository),
  };
}

/**
 * One kind's routes; import, export and print first, since the `{id}` routes would claim
 * `export.json` and `print.pdf`.
 */
function recordRoutes<I, F extends Printable>(
  schemas: ArchivableSchemas,
  csv: RecordCsvFormat<I, F>,
  useCases: ReturnType<typeof recordUseCases<I, F>>,
  print: PrintRecordsUseCase<F>,
  toResponse: (record: Archivable<F>) => object,
): HttpModule {
  const exchange = exchangeRouter(schemas, csv, useCases, toResponse);
  const printing = printRouter(schemas, print);
  const lifecycle = archivableRouter(schemas, useCases, toResponse);
  return (app) => {
    exchange(app);
    printing(app);
    lifecycle(app);
  };
}

export function bindRecords(container: Container, persistence: Persistence): void {
  container
    .bind(AuditStamper)
    .toResolvedValue(
      (actors: ActorContext, clock: Clock) => new AuditStamper(actors, clock),
      [TOKENS.actorContext, TOKENS.clock],
    );
  container
    .bind(TaskPolicy)
    .toResolvedValue(
      (tags: TagRepository, nomenclatures: NomenclatureRepository) => new TaskPolicy(tags, nomenclatures),
      [TOKENS.tagRepository, TOKENS.nomenclatureRepository],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (policy: TaskPolicy, audit: AuditStamper, renderer: PdfRenderer) =>
        recordRoutes(
          taskSchemas,
          taskCsv,
          recordUseCases(persistence.tasks, policy, persistence.unitOfWork, audit),
          new PrintRecordsUseCase(persistence.tasks, TASK, taskPrintout, renderer),
          toTaskResponse,
        ),
      [TaskPolicy, AuditStamper, TOKENS.pdfRenderer],
    );
  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (audit: AuditStamper, renderer: PdfRenderer) =>
        recordRoutes(
          templateObjectSchemas,
          templateObjectCsv,
          recordUseCases(persistence.templateObjects, templateObjectPolicy, persistence.unitOfWork, audit),
          new PrintRecordsUseCase(
            persistence.templateObjects,
            TEMPLATE_OBJECT,
            templateObjectPrintout,
            renderer,
          ),
          toTemplateObjectResponse,
        ),
      [AuditStamper, TOKENS.pdfRenderer],
    );
}
