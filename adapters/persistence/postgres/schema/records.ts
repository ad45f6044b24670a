// Records: tags, nomenclatures, tasks, template objects.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { taskKind } from '../../../../domain/tasks/task.js';
import { templateObjectKind } from '../../../../domain/template-objects/template-object.js';
import { kindColumns, rankColumns } from '../../drizzle/archivable/kind-columns.js';
import { kindSortIndexes } from '../../drizzle/archivable/kind-indexes.js';
import {
  activeIndex,
  archivalColumns,
  auditColumns,
  binaryText,
  codedSortIndexes,
  id,
  kindBuilders,
  listingColumns,
  recordSortIndexes,
  unsearchedIndex,
} from '../columns.js';

/* Records: tags, nomenclatures, tasks, template objects. */

export const tags = pgTable(
  'tags',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('tags_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    ...auditColumns(),
    ...listingColumns(),
  },
  (t) => [unsearchedIndex('tags', t), ...codedSortIndexes('tags', t)],
);

export const nomenclatures = pgTable(
  'nomenclatures',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull().unique('nomenclatures_code_unique'),
    label: binaryText('label').notNull(),
    description: text('description'),
    parentId: id('parent_id').references((): AnyPgColumn => nomenclatures.id, { onDelete: 'restrict' }),
    ...auditColumns(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('nomenclatures', t),
    index('nomenclatures_parent_id_idx').on(t.parentId),
    ...codedSortIndexes('nomenclatures', t),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull(),
    ...kindColumns(taskKind, kindBuilders, {
      nomenclature: (column) => column.references(() => nomenclatures.id, { onDelete: 'restrict' }),
    }),
    ...auditColumns(),
    ...archivalColumns(),
    ...listingColumns(),
    ...rankColumns(taskKind, kindBuilders),
  },
  (t) => [
    unsearchedIndex('tasks', t),
    uniqueIndex('tasks_active_code_unique').on(t.code).where(sql`archived_at is null`),
    index('tasks_nomenclature_id_idx').on(t.nomenclatureId),
    ...recordSortIndexes('tasks', t),
    ...kindSortIndexes(taskKind, 'tasks', t, activeIndex),
  ],
);

export const taskTags = pgTable(
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

export const templateObjects = pgTable(
  'template_objects',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    code: binaryText('code').notNull(),
    ...kindColumns(templateObjectKind, kindBuilders),
    ...auditColumns(),
    ...archivalColumns(),
    ...listingColumns(),
  },
  (t) => [
    unsearchedIndex('template_objects', t),
    uniqueIndex('template_objects_active_code_unique').on(t.code).where(sql`archived_at is null`),
    ...recordSortIndexes('template_objects', t),
  ],
);
