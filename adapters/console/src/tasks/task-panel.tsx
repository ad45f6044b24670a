import { useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { usePermissions } from '../auth/use-permissions';
import { AuditFields } from '../ui/audit-fields';
import { Field } from '../ui/field';
import { MergeView } from '../ui/merge-view';
import { PrintButton } from '../ui/print-button';
import { RecordPanel } from '../ui/record-panel';
import { allChosen, type Choices, mergedForm, threeWayMerge } from '../ui/three-way-merge';
import { type Conflict, useRecordEditor } from '../ui/use-record-editor';
import { TagPicker } from './tag-picker';
import { bodyOf, EMPTY_FORM, formOf, patchOf, TASK_FIELDS, type TaskForm } from './task-form';
import { TaskHistory } from './task-history';
import { FIELD_LABELS, fieldInWords, MERGED_FIELDS, type MergedField } from './task-merge';
import type { TaskPriority, TaskStatus } from './task-query';
import { inWords, PRIORITIES, STATUSES } from './task-words';
import type { Taxonomy } from './use-taxonomy';

type Task = Schemas['Task'];

interface TaskPanelProps {
  /** The task to edit, or undefined to create one. */
  readonly id?: number;
  readonly taxonomy: Taxonomy;
  readonly onClose: () => void;
  /** After a create, update or archive: the list reads itself again. */
  readonly onChanged: (created?: Task) => void;
}

const read = (id: number) => api.GET('/api/v1/task/{id}', { params: { path: { id } } });

/** A task in a side panel: its form with errors beside their fields, its audit, save and archive. */
export function TaskPanel({ id, taxonomy, onClose, onChanged }: TaskPanelProps) {
  const [form, setForm] = useState<TaskForm>(EMPTY_FORM);
  const [choices, setChoices] = useState<Choices<MergedField>>({});
  const editor = useRecordEditor({
    id,
    read,
    fields: TASK_FIELDS,
    show: (task: Task) => setForm(formOf(task)),
  });
  const task = editor.record;
  const ifMatch = editor.etag ? { 'If-Match': editor.etag } : {};

  const change = <K extends keyof TaskForm>(field: K, value: TaskForm[K]) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  /** Saves `target` over `from` (the task as read, with its ETag): a merge patch of what differs. */
  const patchTo = (from: Task, target: TaskForm, etag: string | undefined) =>
    editor.save(
      () =>
        api.PATCH('/api/v1/task/{id}', {
          params: { path: { id: from.id } },
          body: patchOf(formOf(from), target),
          headers: { ...MERGE_PATCH, ...(etag ? { 'If-Match': etag } : {}) },
        }),
      () => onChanged(),
    );

  const save = () =>
    task
      ? patchTo(task, form, editor.etag)
      : editor.save(() => api.POST('/api/v1/task', { body: bodyOf(form) }), onChanged);

  // Someone saved the task since it was opened: their changes and these, field by field.
  const conflict = task && editor.conflict;
  const theirs = conflict ? formOf(conflict.record) : undefined;
  const merges = task && theirs ? threeWayMerge(formOf(task), form, theirs, MERGED_FIELDS) : [];

  const saveMerged = ({ record, etag }: Conflict<Task>) => {
    const merged = mergedForm(form, formOf(record), merges, choices);
    editor.adopt({ record, etag });
    setForm(merged);
    setChoices({});
    return patchTo(record, merged, etag);
  };

  // An older version, saved as any edit is: If-Match, so a change since is a 412 and a merge.
  const restore = (version: Task) => {
    if (!task) return;
    const restored = formOf(version);
    setForm(restored);
    return patchTo(task, restored, editor.etag);
  };

  const archive = () =>
    task &&
    editor.remove(
      () => api.DELETE('/api/v1/task/{id}', { params: { path: { id: task.id } }, headers: ifMatch }),
      () => {
        onChanged();
        onClose();
      },
    );

  const { can } = usePermissions();
  return (
    <RecordPanel
      title={task ? `${task.code} · ${task.label}` : 'New task'}
      noun="task"
      editor={editor}
      submitLabel={task ? 'Save' : 'Create task'}
      onSubmit={() => void save()}
      onClose={onClose}
      dirty={JSON.stringify(bodyOf(form)) !== JSON.stringify(bodyOf(task ? formOf(task) : EMPTY_FORM))}
      removal={{ label: 'Archive', onConfirm: () => void archive() }}
      readOnly={!can('tasks:write')}
      live="tasks"
      merge={
        conflict &&
        theirs && (
          <MergeView
            noun="task"
            merges={merges}
            labels={FIELD_LABELS}
            theirs={(field) => fieldInWords(theirs, field, taxonomy)}
            mine={(field) => fieldInWords(form, field, taxonomy)}
            choices={choices}
            onChoose={(field, side) => setChoices((chosen) => ({ ...chosen, [field]: side }))}
            onSave={() => void saveMerged(conflict)}
            onReload={() => {
              setChoices({});
              editor.reload();
            }}
            busy={editor.busy}
            canSave={allChosen(merges, choices)}
          />
        )
      }
      actions={
        task &&
        can('tasks:print') && (
          <PrintButton
            load={() =>
              api.GET('/api/v1/task/{id}/print.pdf', { params: { path: { id: task.id } }, parseAs: 'blob' })
            }
          />
        )
      }
    >
      <Field
        label="Code"
        error={editor.problem?.fields.code}
        hint={task ? 'A code never changes.' : undefined}
      >
        <input value={form.code} onChange={(e) => change('code', e.target.value)} readOnly={Boolean(task)} />
      </Field>
      <Field label="Label" error={editor.problem?.fields.label}>
        <input value={form.label} onChange={(e) => change('label', e.target.value)} />
      </Field>
      <Field label="Description" error={editor.problem?.fields.description}>
        <textarea rows={3} value={form.description} onChange={(e) => change('description', e.target.value)} />
      </Field>
      <div className="field-row">
        <Field label="Status" error={editor.problem?.fields.status}>
          <select value={form.status} onChange={(e) => change('status', e.target.value as TaskStatus)}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {inWords(status)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Priority" error={editor.problem?.fields.priority}>
          <select value={form.priority} onChange={(e) => change('priority', e.target.value as TaskPriority)}>
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {inWords(priority)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="field-row">
        <Field label="Due date" error={editor.problem?.fields.dueDate}>
          <input type="date" value={form.dueDate} onChange={(e) => change('dueDate', e.target.value)} />
        </Field>
        <Field label="Assigned to" error={editor.problem?.fields.assignedTo}>
          <input value={form.assignedTo} onChange={(e) => change('assignedTo', e.target.value)} />
        </Field>
      </div>
      <Field label="Nomenclature" error={editor.problem?.fields.nomenclatureId}>
        <select value={form.nomenclatureId} onChange={(e) => change('nomenclatureId', e.target.value)}>
          <option value="">None</option>
          {taxonomy.nomenclatures.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.label}
            </option>
          ))}
        </select>
      </Field>
      <TagPicker
        tags={taxonomy.tags}
        selected={form.tagIds}
        error={editor.problem?.fields.tagIds}
        onChange={(tagIds) => change('tagIds', tagIds)}
      />
      {task && <AuditFields record={task} />}
      {task && can('tasks:history') && (
        <TaskHistory
          id={task.id}
          taxonomy={taxonomy}
          version={editor.etag}
          onRestore={can('tasks:write') ? (version) => void restore(version) : undefined}
        />
      )}
    </RecordPanel>
  );
}
