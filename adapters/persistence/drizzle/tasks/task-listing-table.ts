// How tasks are sorted and filtered on Drizzle (docs/api/lists.md#tasks).
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  priorityRank,
  statusRank,
  type TaskFilter,
  type TaskSortKey,
} from '../../../../application/tasks/task-listing.js';
import { TASK_PRIORITIES, TASK_STATUSES, taskKind } from '../../../../domain/tasks/task.js';
import type { Dialect } from '../dialect.js';
import type { Tables } from '../drizzle-gateway.js';
import { codedSortColumns } from '../listing/coded-listing-table.js';
import { valueIndexName } from '../records/kind-indexes.js';
import {
  declaredFilterConditions,
  declaredFilterIndex,
  type KindListing,
  kindSortColumns,
} from '../records/record-listing-table.js';
import { tagLinksAnswer } from './tag-links-answer.js';

export function taskListingColumns({
  tasks,
  taskTags,
  nomenclatures,
}: Tables): KindListing<TaskSortKey, TaskFilter> {
  const own = kindSortColumns(taskKind, tasks);
  const sorted = { ...codedSortColumns(tasks), ...own };
  return {
    indexedAnswer: (query) => tagLinksAnswer({ taskTags }, query),
    sortColumns: own,
    valueArms: (filter, sort) => {
      if (!filter.statuses && !filter.priorities) return undefined;
      const statuses = (filter.statuses ?? TASK_STATUSES).map(statusRank);
      const priorities = (filter.priorities ?? TASK_PRIORITIES).map(priorityRank);
      // The ranks as constants: a text is planned for its values, so a plan Postgres keeps for
      // a prepared text (a generic one) never walks the sort's index past every row of a common
      // value to find a rare one.
      const rank = (value: number) => sql.raw(String(Math.trunc(value)));
      const arms = statuses.flatMap((status) =>
        priorities.map(
          (priority) => and(eq(tasks.statusRank, rank(status)), eq(tasks.priorityRank, rank(priority)))!,
        ),
      );
      const ranked = sort in own && taskKind.fields[sort as keyof typeof own].type === 'choice';
      return { arms, sqliteIndex: valueIndexName('tasks', sorted[sort].column, ranked) };
    },
    filters: (filter, use) => {
      // A page reads statuses and priorities as value arms; a count by rank, which the indexes hold.
      const counted = !use.page;
      return [
        counted && filter.statuses ? inArray(tasks.statusRank, filter.statuses.map(statusRank)) : undefined,
        counted && filter.priorities
          ? inArray(tasks.priorityRank, filter.priorities.map(priorityRank))
          : undefined,
        filter.tagIds &&
          sql`exists (select 1 from ${taskTags} where ${and(
            eq(taskTags.taskId, tasks.id),
            inArray(taskTags.tagId, [...filter.tagIds]),
          )})`,
        filter.nomenclature &&
          inNomenclature(filter.nomenclature, tasks.nomenclatureId, nomenclatures, use.dialect),
        ...declaredFilterConditions(taskKind, tasks, filter),
      ];
    },
    unread: [tasks.statusRank, tasks.priorityRank],
    countIndex: (filter) => {
      if (filter.tagIds || filter.nomenclature) return null;
      if (filter.statuses) return 'tasks_status_idx';
      if (filter.priorities) return 'tasks_priority_idx';
      return declaredFilterIndex(taskKind, 'tasks', filter);
    },
  };
}

/**
 * The node, or the node and its whole subtree: a recursive query that takes one step per
 * nomenclature below the node, each a seek in the parent index (`DialectSql.subtreeStep`).
 * `union` (not `union all`) keeps it bounded by the number of nomenclatures whatever the rows hold.
 */
function inNomenclature(
  wanted: NonNullable<TaskFilter['nomenclature']>,
  column: Tables['tasks']['nomenclatureId'],
  nomenclatures: Tables['nomenclatures'],
  dialect: Dialect,
): SQL {
  if (!wanted.withDescendants) return eq(column, wanted.id);
  const id = sql.identifier('id');
  const parent = sql.identifier(nomenclatures.parentId.name);
  return sql`${column} in (with recursive subtree(id) as (
    select ${id} from ${nomenclatures} where ${id} = ${wanted.id}
    union
    ${dialect.sql.subtreeStep(nomenclatures, id, parent)}
  ) select id from subtree)`;
}
