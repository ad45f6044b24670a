// The task list's parameters (docs/api/lists.md#tasks) and the filter they give.
import { z } from '@hono/zod-openapi';
import { TASK_SORT_KEYS, type TaskFilter } from '../../../application/tasks/task-listing.js';
import { invalidField } from '../../../domain/shared/domain-error.js';
import { TASK_PRIORITIES, TASK_STATUSES, taskKind } from '../../../domain/tasks/task.js';
import {
  anyOfParameter,
  FlagValue,
  filterParameter,
  IdValue,
  listParameters,
} from '../listing/list-parameters.js';
import { kindFilter, kindFilterParameters } from '../records/kind-filters.js';
import { recordFilter, recordFilterParameters } from '../records/record-list.parameters.js';

export const taskListParameters = listParameters(Object.keys(TASK_SORT_KEYS), {
  ...recordFilterParameters,
  status: anyOfParameter(z.enum(TASK_STATUSES), 'status', 'Tasks in this status'),
  priority: anyOfParameter(z.enum(TASK_PRIORITIES), 'priority', 'Tasks of this priority'),
  tagId: anyOfParameter(IdValue, 'tagId', 'Tasks holding this tag'),
  nomenclatureId: filterParameter(IdValue, 'nomenclatureId', 'Tasks filed under this nomenclature'),
  nomenclatureSubtree: filterParameter(
    FlagValue,
    'nomenclatureSubtree',
    'true: under the nomenclature or any below it (needs nomenclatureId)',
  ),
  ...kindFilterParameters(taskKind),
});

type TaskListParams = z.output<typeof taskListParameters>;

export function taskFilter(params: TaskListParams): TaskFilter {
  if (params.nomenclatureSubtree !== undefined && params.nomenclatureId === undefined) {
    throw invalidField('LIST.INVALID_PARAMETER', 'nomenclatureSubtree', 'needs nomenclatureId');
  }
  return {
    ...recordFilter(params),
    statuses: params.status,
    priorities: params.priority,
    tagIds: params.tagId,
    nomenclature:
      params.nomenclatureId === undefined
        ? undefined
        : { id: params.nomenclatureId, withDescendants: params.nomenclatureSubtree ?? false },
    ...kindFilter(taskKind, params),
  };
}
