// How tasks are sorted and filtered on Drizzle (docs/api/lists.md#tasks).
import { type AnyColumn, and, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  priorityRank,
  statusRank,
  type TaskFilter,
  type TaskSortKey,
} from '../../../../application/tasks/task-listing.js';
import type { KindListing } from '../archivable/record-listing-table.js';
import type { Tables } from '../drizzle-gateway.js';
import { tagLinksAnswer } from './tag-links-answer.js';

export function taskListingColumns({
  tasks,
  taskTags,
  nomenclatures,
}: Tables): KindListing<TaskSortKey, TaskFilter> {
  return {
    indexedAnswer: (query) => tagLinksAnswer({ taskTags }, query),
    sortColumns: {
      status: { column: tasks.statusRank },
      priority: { column: tasks.priorityRank },
      dueDate: { column: tasks.dueDate, nullable: true },
      assignedTo: { column: tasks.assignedTo, nullable: true },
    },
    filters: (filter, use) => {
      // By rank, which the sort indexes hold; see FilterUse for the unary plus.
      const fewValues = (column: AnyColumn): SQL =>
        use.page && use.dialect === 'sqlite' ? sql`+${column}` : sql`${column}`;
      return [
        filter.statuses && inArray(fewValues(tasks.statusRank), filter.statuses.map(statusRank)),
        filter.priorities && inArray(fewValues(tasks.priorityRank), filter.priorities.map(priorityRank)),
        filter.tagIds &&
          sql`exists (select 1 from ${taskTags} where ${and(
            eq(taskTags.taskId, tasks.id),
            inArray(taskTags.tagId, [...filter.tagIds]),
          )})`,
        filter.nomenclature && inNomenclature(filter.nomenclature, tasks.nomenclatureId, nomenclatures),
        filter.assignedTo === undefined ? undefined : eq(tasks.assignedTo, filter.assignedTo),
        filter.dueBefore && lt(tasks.dueDate, filter.dueBefore),
        filter.dueAfter && gt(tasks.dueDate, filter.dueAfter),
      ];
    },
    unread: [tasks.statusRank, tasks.priorityRank],
    countIndex: (filter) => {
      if (filter.tagIds || filter.nomenclature) return null;
      if (filter.statuses) return 'tasks_status_idx';
      if (filter.priorities) return 'tasks_priority_idx';
      if (filter.assignedTo !== undefined) return 'tasks_assigned_to_idx';
      if (filter.dueBefore || filter.dueAfter) return 'tasks_due_date_idx';
      return undefined;
    },
  };
}

/** The node, or the node and its whole subtree (a recursive query both dialects run). */
function inNomenclature(
  wanted: NonNullable<TaskFilter['nomenclature']>,
  column: Tables['tasks']['nomenclatureId'],
  nomenclatures: Tables['nomenclatures'],
): SQL {
  if (!wanted.withDescendants) return eq(column, wanted.id);
  const parent = sql.identifier(nomenclatures.parentId.name);
  return sql`${column} in (with recursive subtree(id) as (
    select ${sql.identifier('id')} from ${nomenclatures} where ${sql.identifier('id')} = ${wanted.id}
    union all
    select n.${sql.identifier('id')} from ${nomenclatures} n join subtree s on n.${parent} = s.id
  ) select id from subtree)`;
}
