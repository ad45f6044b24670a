// Rows a restore inserts with what the tables' triggers would copy into them one row at a time.
import { type SQL, sql } from 'drizzle-orm';
import type { Dialect } from '../dialect.js';

/**
 * By section: the insert of a batch that copies, in the same statement, what a trigger copies
 * into a row whose copy is missing (`task_tags_copy_task`), which is then not called. Each of a
 * restore's two million tag links had looked its task up alone: 14 s of the server's 56.
 */
export const COPYING_INSERTS: Readonly<
  Record<string, (dialect: Dialect, rows: readonly Record<string, unknown>[]) => SQL>
> = {
  taskTags: (dialect, rows) => {
    const links = JSON.stringify(rows.map((row) => ({ task_id: row.taskId, tag_id: row.tagId })));
    const v = dialect.sql.jsonRecords(links, [
      ['task_id', 'bigint'],
      ['tag_id', 'bigint'],
    ]);
    return sql`insert into task_tags (task_id, tag_id, task_code, listed_status_rank)
      select v.task_id, v.tag_id, t.code, case when t.archived_at is null then t.status_rank end
      from ${v} left join tasks t on t.id = v.task_id`;
  },
};
