import type { Task, TaskFields, TaskInput } from '../../domain/tasks/task.js';
import type { ArchivedUseCases, SeedElement } from '../records/archivable-store.js';
import type { Actor } from '../shared/actor.js';
import type { TaskImportInput, TaskReferenceCodes, TaskWithCodes } from './task-reference-codes.js';

/** Import: the seed's upsert by code, after the references given by code are turned into IDs. */
export class ImportTasksUseCase {
  constructor(
    private readonly seed: ArchivedUseCases<TaskInput, TaskFields>['import'],
    private readonly codes: TaskReferenceCodes,
  ) {}

  async execute(elements: readonly SeedElement<TaskImportInput>[], actor: Actor): Promise<Task[]> {
    return this.seed.execute(await this.codes.resolve(elements), actor);
  }
}

/** Export with the codes of what each task references, for another instance to import. */
export class ExportTasksWithCodesUseCase {
  constructor(
    private readonly tasks: ArchivedUseCases<TaskInput, TaskFields>['export'],
    private readonly codes: TaskReferenceCodes,
  ) {}

  execute(): AsyncIterable<TaskWithCodes[]> {
    return this.codes.withCodes(this.tasks.execute());
  }
}
