// Tasks by tag (and status) in code order, read from the links' index (docs/adr/0044-tag-links-carry-the-task-order.md).
import { and, count, countDistinct, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../../../application/listing/list-query.js';
import { statusRank, type TaskFilter, type TaskSortKey } from '../../../../application/tasks/task-listing.js';
import { TASK_STATUSES } from '../../../../domain/tasks/task.js';
import type { Tables } from '../drizzle-gateway.js';
import type { IndexedAnswer } from '../listing/keyset-page.js';

/** Filters the links answer alone; any other one is tested on the task's row, along the walk. */
const ANSWERED: ReadonlySet<string> = new Set(['tagIds', 'statuses']);

/**
 * Index ranges read for one page, one per tag and status: past this, their first rows cost about
 * what the walk along the code index does (a tag in one task of fifty).
 */
const MAX_RANGES = 16;

/**
 * A page of the tasks holding any of some tags, of any or some statuses, in code order: each
 * (tag, status) range of `task_tags_listing_idx` gives its first rows after the cursor, already
 * in code order, and the page is the first of their union, where walking the code index would
 * test each task for its status and its links (two hundred per row found for a status of a
 * quarter and a tag of one task in fifty).
 */
export function tagLinksAnswer(
  { taskTags }: Pick<Tables, 'taskTags'>,
  { sort, filter, words }: ListQuery<TaskSortKey, TaskFilter>,
): IndexedAnswer | undefined {
  if (sort.key !== 'code' || words.length > 0 || !filter.tagIds) return undefined;
  const others = Object.entries(filter).some(([key, value]) => value !== undefined && !ANSWERED.has(key));
  if (others) return undefined;
  const tagIds = [...new Set(filter.tagIds)];
  const ranks = [...new Set((filter.statuses ?? TASK_STATUSES).map(statusRank))];
  if (tagIds.length * ranks.length > MAX_RANGES) return undefined;

  const taskId = sql.identifier(taskTags.taskId.name);
  const code = sql.identifier(taskTags.taskCode.name);
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const beyond = sql.raw(sort.descending ? '<' : '>');
  const range = (tagId: number, rank: number, after: string | undefined, rows: number): SQL =>
    sql`select ${taskId}, ${code} from ${taskTags} where ${sql.identifier(taskTags.tagId.name)} = ${tagId} and ${sql.identifier(taskTags.listedStatusRank.name)} = ${rank}${after === undefined ? sql`` : sql` and ${code} ${beyond} ${after}`} order by ${code} ${direction} limit ${rows}`;
  return {
    pageIds(after, rows) {
      const from = after?.value as string | undefined;
      const ranges = tagIds.flatMap((tagId) => ranks.map((rank) => range(tagId, rank, from, rows)));
      if (ranges.length === 1) return sql`select ${taskId} from (${ranges[0]}) as ${sql.identifier('page')}`;
      // A task holding two of the tags is in two ranges with the same code: the union keeps one.
      const union = sql.join(
        ranges.map((r, i) => sql`select ${taskId}, ${code} from (${r}) as ${sql.identifier(`range_${i}`)}`),
        sql` union `,
      );
      return sql`select ${taskId} from (${union} order by ${code} ${direction} limit ${rows}) as ${sql.identifier('page')}`;
    },
    count: (db) =>
      db
        .select({ n: tagIds.length === 1 ? count() : countDistinct(taskTags.taskId) })
        .from(taskTags)
        .where(
          and(
            inArray(taskTags.tagId, tagIds),
            ranks.length === TASK_STATUSES.length
              ? isNotNull(taskTags.listedStatusRank)
              : inArray(taskTags.listedStatusRank, ranks),
          ),
        ),
  };
}
