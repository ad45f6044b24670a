// The tasks of the list benchmark, generated the same on every run, and where a walk of them is.
export const TAGS = 100;
const VOCABULARY = 5000;
const DESCRIPTION_LENGTH = 300;
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
/** A word in one row in fifty thousand: what a search for a name or a reference looks like. */
export const RARE_WORD = 'zephyrine';
/** A word of the vocabulary, in about one row in a hundred. */
export const COMMON_WORD = word(1234);

export interface BenchTask {
  readonly code: string;
  readonly label: string;
  readonly description: string;
  readonly status: (typeof STATUSES)[number];
  readonly priority: (typeof PRIORITIES)[number];
  readonly dueDate: string | null;
  readonly assignedTo: string | null;
  /** Indexes of its two tags among the TAGS made for the run. */
  readonly tags: number[];
}

/** A small deterministic generator (mulberry32): the same rows on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function word(n: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let text = '';
  for (let k = n + VOCABULARY; k > 0; k = Math.floor(k / 26)) text += letters[k % 26];
  return text;
}

/** Task `i` of the run: two tags out of TAGS, 300 characters of description, spread fields. */
function benchTask(i: number, next: () => number): BenchTask {
  const words: string[] = i % 50_000 === 7 ? [RARE_WORD] : [];
  while (words.join(' ').length < DESCRIPTION_LENGTH) words.push(word(Math.floor(next() * VOCABULARY)));
  const first = Math.floor(next() * TAGS);
  return {
    code: `T-${String(i).padStart(7, '0')}`,
    label: `${word(Math.floor(next() * VOCABULARY))} ${word(i % VOCABULARY)}`,
    description: words.join(' ').slice(0, DESCRIPTION_LENGTH),
    status: STATUSES[Math.floor(next() * 4)]!,
    priority: PRIORITIES[Math.floor(next() * 4)]!,
    dueDate:
      next() < 0.2
        ? null
        : new Date(Date.UTC(2026, 0, 1 + Math.floor(next() * 730))).toISOString().slice(0, 10),
    assignedTo: next() < 0.15 ? null : `person-${Math.floor(next() * 2000)}`,
    tags: [first, (first + 1 + Math.floor(next() * (TAGS - 1))) % TAGS],
  };
}

export function benchTasks(count: number): BenchTask[] {
  const next = random(42);
  return Array.from({ length: count }, (_, i) => benchTask(i, next));
}

type Value = string | number | null;

const RANKS: Record<string, number> = {
  TODO: 0,
  IN_PROGRESS: 1,
  DONE: 2,
  CANCELLED: 3,
  LOW: 0,
  NORMAL: 1,
  HIGH: 2,
  URGENT: 3,
};

/** The sort value the service gives a row for each offered key (docs/api/lists.md#sorting). */
export const SORT_VALUES: Record<string, (task: BenchTask) => Value> = {
  code: (task) => task.code,
  label: (task) => task.label,
  status: (task) => RANKS[task.status]!,
  priority: (task) => RANKS[task.priority]!,
  dueDate: (task) => task.dueDate,
  assignedTo: (task) => task.assignedTo,
};

/**
 * The cursor the service gives after the row at `position` of the sort, written as the service
 * writes it, and the code of the row the next page starts with (to check the answer).
 */
export function cursorAt(
  tasks: readonly BenchTask[],
  ids: readonly number[],
  sort: string,
  position: number,
): { cursor: string; nextCode: string } {
  const value = SORT_VALUES[sort]!;
  const order = tasks
    .map((task, i) => ({ value: value(task), id: ids[i]!, code: task.code }))
    .sort((a, b) => compare(a.value, b.value) || a.id - b.id);
  const at = order[position - 1]!;
  const cursor = Buffer.from(JSON.stringify([sort, at.value, at.id])).toString('base64url');
  return { cursor, nextCode: order[position]!.code };
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  // The generated text is ASCII, where UTF-16 order is code-point order.
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}
