// Tasks on Drizzle: the archivable kernel with the task's columns and its tag links (task_tags).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordSearchText } from '../../../../application/records/record-listing.js';
import { statusRank, taskListing } from '../../../../application/tasks/task-listing.js';
import { type TaskFields, taskKind } from '../../../../domain/tasks/task.js';
import type { RecordEntries } from '../changes/record-entries.js';
import { chunks, IDS_PER_STATEMENT } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { preparedPerConnection } from '../prepared.js';
import { bulkStatements, idsParameter, inList } from '../records/bulk-sql.js';
import { archival } from '../records/bulk-writes.js';
import type { ChildRows, WrittenRecord } from '../records/child-rows.js';
import { drizzleRecords } from '../records/drizzle-record.repository.js';
import { type ArchivableTable, kindMapping } from '../records/mapping.js';
import { recordListingTable } from '../records/record-listing-table.js';
import { taskListingColumns } from './task-listing-table.js';

type Link = { readonly taskId: number; readonly tagId: number };

/** Tag IDs by task, each list in ascending order. */
function byTask(links: readonly Link[]): Map<number, { tagIds: number[] }> {
  const result = new Map<number, { tagIds: number[] }>();
  for (const link of links) {
    const entry = result.get(link.taskId);
    if (entry) entry.tagIds.push(link.tagId);
    else result.set(link.taskId, { tagIds: [link.tagId] });
  }
  for (const entry of result.values()) entry.tagIds.sort((a, b) => a - b);
  return result;
}

export function drizzleTaskRepository(gateway: DrizzleGateway, entries?: RecordEntries) {
  const { tasks, taskTags } = gateway.tables;
  const link = { taskId: taskTags.taskId, tagId: taskTags.tagId };

  const linkColumns = [taskTags.taskId, taskTags.tagId, taskTags.taskCode, taskTags.listedStatusRank];
  const columnNames = sql.join(
    linkColumns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

  // A link carries its task's code and status rank, which the tag filter's index orders by;
  // the records written are active ones (an update of an archived row writes nothing).
  const alongside = {
    columns: linkColumns.slice(1),
    rows: ({ code, fields }: Omit<WrittenRecord<TaskFields>, 'id'>) =>
      fields.tagIds.map((tagId) => [tagId, code, statusRank(fields.status)]),
  };

  async function insertLinks(db: Db, records: readonly WrittenRecord<TaskFields>[]): Promise<void> {
    const links = records.flatMap((record) => alongside.rows(record).map((link) => [record.id, ...link]));
    for await (const chunk of bulkStatements(gateway, links, linkColumns.length)) {
      const rows = gateway.dialect.writer.insertedRows(chunk);
      await gateway.dialect.run(db, sql`insert into ${taskTags} (${columnNames}) ${rows}`);
    }
  }

  const linksOfActiveTasks = preparedPerConnection((db) =>
    db
      .select(link)
      .from(taskTags)
      .innerJoin(tasks, and(eq(tasks.id, taskTags.taskId), isNull(tasks.archivedAt)))
      .prepare('task_tags_of_active_tasks'),
  );

  // Every page of tasks reads its links: one statement whatever the page's size, built once.
  const linksOf = preparedPerConnection((db) =>
    db
      .select(link)
      .from(taskTags)
      .where(gateway.dialect.sql.inJsonIds(taskTags.taskId, sql.placeholder('ids')))
      .prepare('task_tags_of_tasks'),
  );

  /** A task's tags live in task_tags; the whole set is replaced on every write. */
  const tagLinks: ChildRows<TaskFields> = {
    async load(db, rows) {
      return byTask(await linksOf(db).execute({ ids: idsParameter(rows.map((row) => row.id)) }));
    },
    async loadActive(db) {
      return byTask(await linksOfActiveTasks(db).execute());
    },
    joined: {
      table: taskTags,
      parentId: taskTags.taskId,
      value: taskTags.tagId,
      values: (tagIds) => ({ tagIds: tagIds as number[] }),
    },
    alongside,
    insert: insertLinks,
    async replace(db, records) {
      for (const chunk of chunks(records, IDS_PER_STATEMENT)) {
        const ids = chunk.map((record) => record.id);
        await db.delete(taskTags).where(inList(taskTags.taskId, ids));
      }
      await insertLinks(db, records);
    },
  };

  const table = tasks as unknown as ArchivableTable;
  const listing = {
    table: recordListingTable(table, taskListingColumns(gateway.tables)),
    definition: taskListing,
  };
  return drizzleRecords(
    gateway,
    kindMapping(taskKind, table, recordSearchText, tagLinks),
    listing,
    archival(entries),
  );
}
