import type { Archivable } from '../../domain/archivable/archivable.js';
import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { TaskFields, TaskPriority, TaskStatus } from '../../domain/tasks/task.js';
import type { NomenclatureRepository } from '../nomenclatures/ports/nomenclature.repository.js';
import { labelWithCode, printedDate } from '../printing/print-format.js';
import type { RecordPrintout, RecordView, RecordViewer } from '../printing/record-printout.js';
import type { TagRepository } from '../tags/ports/tag.repository.js';

type Task = Archivable<TaskFields>;

const STATUS_WORDS: Record<TaskStatus, string> = {
  TODO: 'To do',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
};
const PRIORITY_WORDS: Record<TaskPriority, string> = {
  LOW: 'Low',
  NORMAL: 'Normal',
  HIGH: 'High',
  URGENT: 'Urgent',
};

/** Between the entries of a nomenclature's path, root first. */
const PATH_SEPARATOR = ' › ';
/** Deeper paths are cut at the root end: a tree is never that deep, and it bounds a damaged one. */
const MAX_PATH_DEPTH = 32;

/** Tasks print their tags and nomenclature by label and code, read once per document. */
export function taskPrintout(
  tags: TagRepository,
  nomenclatures: NomenclatureRepository,
): RecordPrintout<TaskFields> {
  return {
    title: 'Tasks',
    noun: 'Task',
    counted: { one: 'task', many: 'tasks' },
    emptyMessage: 'There are no tasks.',
    columns: [
      { label: 'Code', weight: 2 },
      { label: 'Label', weight: 4.5 },
      { label: 'Status', weight: 1.6 },
      { label: 'Priority', weight: 1.3 },
      { label: 'Due', weight: 1.7 },
      { label: 'Assigned to', weight: 2.2 },
      { label: 'Tags', weight: 3.5 },
    ],
    viewer: () => taskViewer(tags, nomenclatures),
  };
}

/**
 * Only the tables some task refers to are read, each in one query per document: when the first
 * batch holding a task that refers to it comes, kept for the batches after it.
 */
function taskViewer(tags: TagRepository, nomenclatures: NomenclatureRepository): RecordViewer<TaskFields> {
  let tagNames: Promise<Map<number, string>> | undefined;
  let tree: Promise<Map<number, Nomenclature>> | undefined;
  return async (records) => {
    if (!tagNames && records.some((task) => task.tagIds.length > 0)) {
      tagNames = tags.list().then((list) => new Map(list.map((tag) => [tag.id, labelWithCode(tag)])));
    }
    if (!tree && records.some((task) => task.nomenclatureId !== null)) {
      tree = nomenclatures.list().then((list) => new Map(list.map((entry) => [entry.id, entry])));
    }
    const [names, entries] = await Promise.all([tagNames ?? new Map(), tree ?? new Map()]);
    return taskView(names, entries);
  };
}

function taskView(tagNames: Map<number, string>, tree: Map<number, Nomenclature>): RecordView<TaskFields> {
  // A reference removed since the task was read prints as its ID rather than vanishing.
  const tagsOf = (task: Task) => task.tagIds.map((id) => tagNames.get(id) ?? `#${id}`).join(', ');
  const nomenclatureOf = (task: Task) =>
    task.nomenclatureId === null ? '' : nomenclaturePath(task.nomenclatureId, tree);
  return {
    ownFields: (task) => [
      { label: 'Status', value: STATUS_WORDS[task.status] },
      { label: 'Priority', value: PRIORITY_WORDS[task.priority] },
      { label: 'Due date', value: task.dueDate === null ? '' : printedDate(task.dueDate) },
      { label: 'Assigned to', value: task.assignedTo ?? '' },
      { label: 'Tags', value: tagsOf(task) },
      { label: 'Nomenclature', value: nomenclatureOf(task) },
    ],
    cells: (task) => [
      task.code,
      task.label,
      STATUS_WORDS[task.status],
      PRIORITY_WORDS[task.priority],
      task.dueDate === null ? '' : printedDate(task.dueDate),
      task.assignedTo ?? '',
      tagsOf(task),
    ],
  };
}

/** `Hardware › Laptops (LAP)`: the ancestors' labels, then the entry's label and code. */
function nomenclaturePath(id: number, tree: Map<number, Nomenclature>): string {
  const entry = tree.get(id);
  if (!entry) return `#${id}`;
  const ancestors: string[] = [];
  for (let parent = entry.parentId; parent !== null && ancestors.length < MAX_PATH_DEPTH; ) {
    const above = tree.get(parent);
    if (!above) break;
    ancestors.unshift(above.label);
    parent = above.parentId;
  }
  return [...ancestors, labelWithCode(entry)].join(PATH_SEPARATOR);
}
