import type { TestApp } from '../../support/test-app.js';
import { after, at, createdId, type DeleteRace, stored } from './delete-race.js';

/** A task's reference to a tag or a nomenclature, written by a create, an update or an import. */
interface TaskReference {
  readonly name: string;
  readonly foreignKey: string;
  readonly base: string;
  readonly repository: 'tags' | 'nomenclatures';
  readonly inUse: string;
  fields(id: number): Record<string, unknown>;
}

const TASK_REFERENCES: TaskReference[] = [
  {
    name: 'tag T',
    foreignKey: 'task_tags.tag_id',
    base: '/api/v1/tag',
    repository: 'tags',
    inUse: 'TAG.IN_USE',
    fields: (id) => ({ tagIds: [id] }),
  },
  {
    name: 'nomenclature N',
    foreignKey: 'tasks.nomenclature_id',
    base: '/api/v1/nomenclature',
    repository: 'nomenclatures',
    inUse: 'NOMENCLATURE.IN_USE',
    fields: (id) => ({ nomenclatureId: id }),
  },
];

const TASKS = '/api/v1/task';

/** 400: the reference was gone at the check; 409: it went between the check and the write. */
const referenceAnswers = { 400: 'RECORD.INVALID_REFERENCE', 409: 'RECORD.REFERENCE_GONE' } as const;

const TASK_WRITES = [
  {
    verb: 'create a task with',
    answers: { 201: null, ...referenceAnswers },
    writes: at('tasks', 'insertMany'),
    send: (t: TestApp, admin: string, unique: string, _task: number, fields: Record<string, unknown>) =>
      t.request('POST', TASKS, { token: admin, json: { code: `task-${unique}`, label: 'new', ...fields } }),
  },
  {
    verb: 'give a task',
    answers: { 200: null, ...referenceAnswers },
    writes: at('tasks', 'updateMany'),
    send: (t: TestApp, admin: string, _unique: string, task: number, fields: Record<string, unknown>) =>
      t.request('PUT', `${TASKS}/${task}`, { token: admin, json: { label: 'changed', ...fields } }),
  },
  {
    verb: 'import a task with',
    answers: { 201: null, ...referenceAnswers },
    writes: at('tasks', 'insertMany'),
    send: (t: TestApp, admin: string, unique: string, _task: number, fields: Record<string, unknown>) =>
      t.request('POST', `${TASKS}/import.json`, {
        token: admin,
        json: [{ code: `imported-${unique}`, label: 'imported', ...fields }],
      }),
  },
];

export const TASK_RACES: DeleteRace[] = TASK_REFERENCES.flatMap((reference) =>
  TASK_WRITES.map(
    (write): DeleteRace => ({
      write: `${write.verb} ${reference.name}`,
      remove: `delete ${reference.name}`,
      foreignKey: reference.foreignKey,
      writeAnswers: write.answers,
      removeAnswers: { 204: null, 409: reference.inUse },
      writeChecked: after(reference.repository, 'existingIds'),
      writeWrites: write.writes,
      removeDeletes: at(reference.repository, 'delete'),
      async stage(t, admin, unique) {
        const id = await createdId(t, admin, reference.base, { code: `ref-${unique}`, label: 'referenced' });
        const task = await createdId(t, admin, TASKS, { code: `old-${unique}`, label: 'old' });
        const repository = () => stored(t)[reference.repository];
        return {
          write: () => write.send(t, admin, unique, task, reference.fields(id)),
          remove: () => t.request('DELETE', `${reference.base}/${id}`, { token: admin }),
          referencedExists: async () => (await repository().findById(id)) !== undefined,
          linked: async () => (await repository().countTaskReferences(id)) > 0,
        };
      },
    }),
  ),
);
