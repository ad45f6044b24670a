/** The tasks both services are seeded with, in the service's shape and in Directus's columns. */
export interface PeerTask {
  readonly code: string;
  readonly label: string;
  readonly description: string;
  readonly status: string;
  readonly priority: string;
  readonly dueDate: string;
  readonly assignedTo: string;
}

const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];
const PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];
const PEOPLE = ['Ζωή Петрова', 'Amélie Durand', 'Kofi Mensah', 'Li Wei'];
const DESCRIPTION = 'Ελληνικά και кириллица, accents: café, naïve. Long enough to wrap on a page. '.repeat(4);
const FIRST_DUE = Date.UTC(2027, 0, 1);
const DAY_MS = 86_400_000;

/**
 * `count` tasks with codes in binary order, a quarter in each status and every due date set, so
 * that a filtered page sorted by due date has many ties (broken by ID on both sides).
 */
export function peerTasks(count: number): PeerTask[] {
  return Array.from({ length: count }, (_, i) => ({
    code: `T-${String(i).padStart(5, '0')}`,
    label: `Task ${i}: Προετοιμασία отчёта`,
    description: DESCRIPTION,
    status: STATUSES[i % STATUSES.length]!,
    priority: PRIORITIES[Math.floor(i / 3) % PRIORITIES.length]!,
    dueDate: new Date(FIRST_DUE + ((i * 37) % 365) * DAY_MS).toISOString().slice(0, 10),
    assignedTo: PEOPLE[i % PEOPLE.length]!,
  }));
}

/** The same task as a row of Directus's `tasks` collection. */
export function directusRow(task: PeerTask): Record<string, string> {
  return {
    code: task.code,
    label: task.label,
    description: task.description,
    status: task.status,
    priority: task.priority,
    due_date: task.dueDate,
    assigned_to: task.assignedTo,
  };
}
