import type { Container } from 'inversify';
import { archivableRouter } from '../adapters/http/records/archivable.router.js';
import { taskSchemas, toTaskResponse } from '../adapters/http/tasks/task.schemas.js';
import {
  templateObjectSchemas,
  toTemplateObjectResponse,
} from '../adapters/http/template-objects/template-object.schemas.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import type { NomenclatureRepository } from '../application/nomenclatures/ports/nomenclature.repository.js';
import type { ActorContext } from '../application/shared/ports/actor-context.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import {
  ArchiveRecordUseCase,
  ArchiveSelectedUseCase,
} from '../application/shared/records/archive-records.use-case.js';
import { AuditStamper } from '../application/shared/records/audited-writes.js';
import { CreateRecordUseCase } from '../application/shared/records/create-record.use-case.js';
import type { ArchivableRepository } from '../application/shared/records/ports/archivable.repository.js';
import { GetRecordUseCase, ListRecordsUseCase } from '../application/shared/records/read-records.use-case.js';
import type { RecordPolicy } from '../application/shared/records/record-policy.js';
import { SeedRecordsUseCase } from '../application/shared/records/seed-records.use-case.js';
import { UpdateRecordUseCase } from '../application/shared/records/update-record.use-case.js';
import type { TagRepository } from '../application/tags/ports/tag.repository.js';
import { TaskPolicy } from '../application/tasks/task.policy.js';
import { templateObjectPolicy } from '../application/template-objects/template-object.policy.js';
import { TOKENS } from './tokens.js';

/** The seven lifecycle use cases of one kind of archivable record. */
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
      (policy: TaskPolicy, audit: AuditStamper) =>
        archivableRouter(
          taskSchemas,
          recordUseCases(persistence.tasks, policy, persistence.unitOfWork, audit),
          toTaskResponse,
        ),
      [TaskPolicy, AuditStamper],
    );
  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (audit: AuditStamper) =>
        archivableRouter(
          templateObjectSchemas,
          recordUseCases(persistence.templateObjects, templateObjectPolicy, persistence.unitOfWork, audit),
          toTemplateObjectResponse,
        ),
      [AuditStamper],
    );
}
