import type { MappedColumn } from '../exchange/import-mapping';
import { inWords, PRIORITIES, STATUSES } from './task-words';

const choicesOf = (values: readonly string[]) => values.map((value) => ({ value, label: inWords(value) }));

/** A task file's columns whose values the import maps: the console's words for statuses and priorities, dates. */
export const TASK_IMPORT_COLUMNS: readonly MappedColumn[] = [
  { kind: 'values', name: 'status', choices: choicesOf(STATUSES) },
  { kind: 'values', name: 'priority', choices: choicesOf(PRIORITIES) },
  { kind: 'date', name: 'dueDate' },
];
