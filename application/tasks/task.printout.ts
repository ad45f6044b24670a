import type { Nomenclature } from '../../domain/nomenclatures/nomenclature.js';
import type { Archivable } from '../../domain/records/archivable.js';
import { type TaskFields, taskKind } from '../../domain/tasks/task.js';
import type { NomenclatureRepository } from '../nomenclatures/ports/nomenclature.repository.js';
import { kindPrintout, type ReferenceText } from '../printing/kind-printout.js';
import { labelWithCode } from '../printing/print-format.js';
import type { TagRepository } from '../tags/ports/tag.repository.js';

type Task = Archivable<TaskFields>;

/** Between the entries of a nomenclature's path, root first. */
const PATH_SEPARATOR = ' › ';
/** Deeper paths are cut at the root end: a tree is never that deep, and it bounds a damaged one. */
const MAX_PATH_DEPTH = 32;

/** Tasks print their tags and nomenclature by label and code, read once per document. */
export function taskPrintout(tags: TagRepository, nomenclatures: NomenclatureRepository) {
  return kindPrintout(taskKind, {
    title: 'Tasks',
    noun: 'Task',
    counted: { one: 'task', many: 'tasks' },
    emptyMessage: 'There are no tasks.',
    references: () => taskReferences(tags, nomenclatures),
  });
}

/**
 * Only the tables some task refers to are read, each in one query per document: when the first
 * batch holding a task that refers to it comes, kept for the batches after it.
 */
function taskReferences(
  tags: TagRepository,
  nomenclatures: NomenclatureRepository,
): (records: readonly Task[]) => Promise<ReferenceText<TaskFields>> {
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
    // A reference removed since the task was read prints as its ID rather than vanishing.
    return (key, task) =>
      key === 'tagIds'
        ? task.tagIds.map((id) => names.get(id) ?? `#${id}`).join(', ')
        : task.nomenclatureId === null
          ? ''
          : nomenclaturePath(task.nomenclatureId, entries);
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
