// Records: tags, nomenclatures, tasks, template objects.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { taskKind } from '../../../../domain/tasks/task.js';
import { templateObjectKind } from '../../../../domain/template-objects/template-object.js';
import { kindColumns, rankColumns } from '../records/kind-columns.js';
import { kindSortIndexes } from '../records/kind-indexes.js';
import { archivalColumns, auditColumns, codedColumns, kindBuilders, listingColumns } from './columns.js';
import type { DialectKit } from './dialect-kit.js';
import { listIndexes } from './list-indexes.js';

export function recordsTables(k: DialectKit) {
  const { table, generatedId, id, binaryText, integer, index, uniqueIndex, primaryKey } = k;
  const { activeIndex, recordSortIndexes, codedSortIndexes, unsearchedIndex } = listIndexes(k);
  const builders = kindBuilders(k);
  const tags = table(
    'tags',
    {
      ...codedColumns(k, 'tags'),
      ...auditColumns(k),
      ...listingColumns(k),
    },
    (t) => [unsearchedIndex('tags', t), ...codedSortIndexes('tags', t)],
  );

  const nomenclatures = table(
    'nomenclatures',
    {
      ...codedColumns(k, 'nomenclatures'),
      parentId: id('parent_id').references((): AnyPgColumn => nomenclatures.id, { onDelete: 'restrict' }),
      ...auditColumns(k),
      ...listingColumns(k),
    },
    (t) => [
      unsearchedIndex('nomenclatures', t),
      index('nomenclatures_parent_id_idx').on(t.parentId),
      ...codedSortIndexes('nomenclatures', t),
    ],
  );

  const tasks = table(
    'tasks',
    {
      id: generatedId('id'),
      code: binaryText('code').notNull(),
      ...kindColumns(taskKind, builders, {
        nomenclature: (column) => column.references(() => nomenclatures.id, { onDelete: 'restrict' }),
      }),
      ...auditColumns(k),
      ...archivalColumns(k),
      ...listingColumns(k),
      ...rankColumns(taskKind, builders),
    },
    (t) => [
      unsearchedIndex('tasks', t),
      uniqueIndex('tasks_active_code_unique').on(t.code).where(sql`archived_at is null`),
      index('tasks_nomenclature_id_idx').on(t.nomenclatureId),
      ...recordSortIndexes('tasks', t),
      ...kindSortIndexes(taskKind, 'tasks', t, activeIndex),
    ],
  );

  const taskTags = table(
    'task_tags',
    {
      taskId: id('task_id')
        .notNull()
        .references(() => tasks.id, { onDelete: 'cascade' }),
      tagId: id('tag_id')
        .notNull()
        .references(() => tags.id, { onDelete: 'restrict' }),
      // Copied from the task (triggers keep them in step), so that a tag's tasks of a status come
      // in code order from one index range (docs/adr/0044-tag-links-carry-the-task-order.md).
      taskCode: binaryText('task_code'),
      /** The task's status rank while it is listed; null once it is archived. */
      listedStatusRank: integer('listed_status_rank'),
    },
    (t) => [
      primaryKey({ columns: [t.taskId, t.tagId] }),
      // Also the index of a tag's links, which deleting a tag checks.
      index('task_tags_listing_idx').on(t.tagId, t.listedStatusRank, t.taskCode, t.taskId),
    ],
  );

  const templateObjects = table(
    'template_objects',
    {
      id: generatedId('id'),
      code: binaryText('code').notNull(),
      ...kindColumns(templateObjectKind, builders),
      ...auditColumns(k),
      ...archivalColumns(k),
      ...listingColumns(k),
    },
    (t) => [
      unsearchedIndex('template_objects', t),
      uniqueIndex('template_objects_active_code_unique').on(t.code).where(sql`archived_at is null`),
      ...recordSortIndexes('template_objects', t),
    ],
  );
  return { tags, nomenclatures, tasks, taskTags, templateObjects };
}
