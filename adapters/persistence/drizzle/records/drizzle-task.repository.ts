import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../../domain/shared/calendar-date.js';
import { TASK, type TaskFields, type TaskPriority, type TaskStatus } from '../../../../domain/tasks/task.js';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../chunks.js';
import type { Db, DrizzleGateway } from '../drizzle-gateway.js';
import { inList, run, tuples } from './bulk-sql.js';
import {
  type ArchivableTable,
  type ChildRows,
  DrizzleArchivableRepository,
} from './drizzle-archivable.repository.js';

type Written = readonly { id: number; fields: TaskFields }[];

export function drizzleTaskRepository(gateway: DrizzleGateway) {
  const { tasks, taskTags } = gateway.tables;

  const columnNames = sql.join(
    [sql.identifier(taskTags.taskId.name), sql.identifier(taskTags.tagId.name)],
    sql`, `,
  );

  async function insertLinks(db: Db, records: Written): Promise<void> {
    const links = records.flatMap(({ id, fields }) => fields.tagIds.map((tagId) => [id, tagId]));
    for (const chunk of chunks(links, rowsPerStatement(2))) {
      await run(db, sql`insert into ${taskTags} (${columnNames}) values ${tuples(chunk)}`);
    }
  }

  /** A task's tags live in task_tags; the whole set is replaced on every write. */
  const tagLinks: ChildRows<TaskFields> = {
    async load(db, ids) {
      const byTask = new Map<number, { tagIds: number[] }>();
      for (const chunk of chunks(ids, IDS_PER_STATEMENT)) {
        const links = await db.select().from(taskTags).where(inList(taskTags.taskId, chunk));
        for (const link of links) {
          const entry = byTask.get(link.taskId) ?? { tagIds: [] };
          entry.tagIds.push(link.tagId);
          byTask.set(link.taskId, entry);
        }
      }
      for (const entry of byTask.values()) entry.tagIds.sort((a, b) => a - b);
      return byTask;
    },
    insert: insertLinks,
    async replace(db, records) {
      for (const chunk of chunks(records, IDS_PER_STATEMENT)) {
        await db.delete(taskTags).where(
          inList(
            taskTags.taskId,
            chunk.map((record) => record.id),
          ),
        );
      }
      await insertLinks(db, records);
    },
  };

  return new DrizzleArchivableRepository<TaskFields>(gateway, {
    kind: TASK,
    table: tasks as unknown as ArchivableTable,
    columns: ({ label, description, status, priority, dueDate, assignedTo, nomenclatureId }) => ({
      label,
      description,
      status,
      priority,
      dueDate,
      assignedTo,
      nomenclatureId,
    }),
    fields: (row, children) => ({
      label: row.label,
      description: row.description,
      status: row.status as TaskStatus,
      priority: row.priority as TaskPriority,
      dueDate: row.dueDate as CalendarDate | null,
      assignedTo: row.assignedTo as string | null,
      nomenclatureId: row.nomenclatureId as number | null,
      tagIds: children?.tagIds ?? [],
    }),
    children: tagLinks,
  });
}
