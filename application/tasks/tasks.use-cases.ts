import type { Task, TaskFields, TaskInput } from '../../domain/tasks/task.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import type { NomenclatureRepository } from '../nomenclatures/ports/nomenclature.repository.js';
import { type ArchivableDeps, type ArchivedUseCases, archivedKind } from '../records/archivable-store.js';
import type { ArchivableRepository } from '../records/ports/archivable.repository.js';
import { recordUseCases } from '../records/record.use-cases.js';
import type { TagRepository } from '../tags/ports/tag.repository.js';
import { TaskPolicy } from './task.policy.js';
import { taskPrintout } from './task.printout.js';
import { ExportTasksWithCodesUseCase, ImportTasksUseCase } from './task-exchange.use-cases.js';
import { type TaskFilter, type TaskSortKey, taskListing } from './task-listing.js';
import { TaskReferenceCodes } from './task-reference-codes.js';

export type TaskUseCases = ArchivedUseCases<TaskInput, TaskFields, TaskSortKey, TaskFilter> & {
  /** import.json and import.csv: the seed, with references by code too. */
  readonly importWithCodes: ImportTasksUseCase;
  readonly exportWithCodes: ExportTasksWithCodesUseCase;
};

export interface TaskDeps extends ArchivableDeps {
  readonly tasks: ArchivableRepository<TaskFields> & ListingRepository<Task, TaskSortKey, TaskFilter>;
  /** A task's references are checked against these. */
  readonly tags: TagRepository;
  readonly nomenclatures: NomenclatureRepository;
}

/** The record kernel for tasks, an archivable kind: the task policy (fields, tag and nomenclature references) and printout. */
export function taskUseCases(deps: TaskDeps): TaskUseCases {
  const policy = new TaskPolicy(deps.tags, deps.nomenclatures);
  const kind = {
    repository: deps.tasks,
    listing: taskListing,
    policy,
    printout: taskPrintout(deps.tags, deps.nomenclatures),
  };
  const kernel = recordUseCases(archivedKind(kind, deps), deps);
  const codes = new TaskReferenceCodes(deps.tags, deps.nomenclatures);
  return {
    ...kernel,
    importWithCodes: new ImportTasksUseCase(kernel.import, codes),
    exportWithCodes: new ExportTasksWithCodesUseCase(kernel.export, codes),
  };
}
