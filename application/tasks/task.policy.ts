import type { ErrorDetail } from '../../domain/shared/domain-error.js';
import { InvalidInput } from '../../domain/shared/domain-error.js';
import { TASK, type TaskFields, type TaskInput, taskFields } from '../../domain/tasks/task.js';
import type { NomenclatureRepository } from '../nomenclatures/ports/nomenclature.repository.js';
import type { RecordPolicy } from '../records/archivable-store.js';
import type { Located } from '../records/record-store.js';
import type { TagRepository } from '../tags/ports/tag.repository.js';

/** Tasks reference tags and one nomenclature by ID; every reference must exist (docs/api/tasks.md#references). */
export class TaskPolicy implements RecordPolicy<TaskInput, TaskFields> {
  readonly kind = TASK;
  readonly resource = 'tasks' as const;

  constructor(
    private readonly tags: TagRepository,
    private readonly nomenclatures: NomenclatureRepository,
  ) {}

  fields(input: TaskInput, path: string): TaskFields {
    return taskFields(input, path);
  }

  async checkReferences(items: readonly Located<TaskFields>[]): Promise<void> {
    const tagIds = new Set(items.flatMap((item) => item.record.tagIds));
    const nomenclatureIds = new Set(items.flatMap((item) => item.record.nomenclatureId ?? []));
    const [knownTags, knownNomenclatures] = await Promise.all([
      tagIds.size > 0 ? this.tags.existingIds([...tagIds]) : new Set<number>(),
      nomenclatureIds.size > 0 ? this.nomenclatures.existingIds([...nomenclatureIds]) : new Set<number>(),
    ]);
    const errors: ErrorDetail[] = [];
    for (const { record: fields, path } of items) {
      const missingTags = fields.tagIds.filter((id) => !knownTags.has(id));
      if (missingTags.length > 0)
        errors.push({ path: `${path}tagIds`, message: `unknown tag(s): ${missingTags.join(', ')}` });
      if (fields.nomenclatureId !== null && !knownNomenclatures.has(fields.nomenclatureId)) {
        errors.push({
          path: `${path}nomenclatureId`,
          message: `unknown nomenclature: ${fields.nomenclatureId}`,
        });
      }
    }
    if (errors.length > 0) {
      throw new InvalidInput(
        'RECORD.INVALID_REFERENCE',
        'A referenced tag or nomenclature does not exist',
        errors.slice(0, 100),
      );
    }
  }
}
