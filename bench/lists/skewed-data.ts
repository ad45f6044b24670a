// The skewed tasks of the list benchmark: where a plan chosen for uniform data reads the whole table.
import { type BenchTask, benchTasks } from './list-data.js';

/** The status held by 1 % of the listed rows, those sorted last under `sort=-code`. */
export const RARE_STATUS: BenchTask['status'] = 'IN_PROGRESS';
/** A word in 1 % of the listed rows, and in one archived row in ten. */
export const SKEWED_WORD = 'lantern';
/** A word in one listed row in eight: more matches than a page needs, fewer than 2 000 at 10 000 rows. */
export const DENSE_WORD = 'lamplighter';
/** The share of the rows archived. */
export const ARCHIVED_SHARE = 0.9;

/**
 * `rows` tasks: the first tenth listed, the rest to be archived once seeded. Among the listed ones
 * the lowest 1 % of codes alone hold RARE_STATUS; archived codes sort after every listed one.
 */
export function skewedTasks(rows: number): { listed: BenchTask[]; archived: BenchTask[] } {
  const listedCount = Math.round(rows * (1 - ARCHIVED_SHARE));
  const rare = Math.max(1, Math.floor(listedCount / 100));
  const words = (task: BenchTask, extra: readonly string[]) =>
    extra.length === 0 ? task.description : `${extra.join(' ')} ${task.description}`.slice(0, 300);
  const all = benchTasks(rows);
  const listed = all.slice(0, listedCount).map((task, i) => ({
    ...task,
    status: i < rare ? RARE_STATUS : task.status === RARE_STATUS ? ('TODO' as const) : task.status,
    description: words(task, [
      ...(i % 100 === 50 ? [SKEWED_WORD] : []),
      ...(i % 8 === 1 ? [DENSE_WORD] : []),
    ]),
  }));
  const archived = all.slice(listedCount).map((task, i) => ({
    ...task,
    code: `X-${String(i).padStart(7, '0')}`,
    description: words(task, i % 10 === 0 ? [SKEWED_WORD] : []),
  }));
  return { listed, archived };
}

/** The pages measured on skewed data, each a page of 50. */
export const SKEWED_PAGES: readonly (readonly [string, string])[] = [
  ['no filter, sort=-code', 'sort=-code'],
  [`status=${RARE_STATUS} (1 %, sorted last), sort=-code`, `status=${RARE_STATUS}&sort=-code`],
  [`status=${RARE_STATUS} (1 %), sort=label`, `status=${RARE_STATUS}&sort=label`],
  [`status=${RARE_STATUS} (1 %), sort=-dueDate`, `status=${RARE_STATUS}&sort=-dueDate`],
  [`q=${SKEWED_WORD} (1 % of listed, 90 % archived rows)`, `q=${SKEWED_WORD}`],
  [`q=${DENSE_WORD} (1 listed row in 8)`, `q=${DENSE_WORD}`],
];
