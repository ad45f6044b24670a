import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { AuditFields } from '../ui/audit-fields';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { usePanelFocus } from '../ui/use-panel-focus';
import { TagPicker } from './tag-picker';
import { bodyOf, EMPTY_FORM, formOf, patchOf, TASK_FIELDS, type TaskForm } from './task-form';
import { inWords, PRIORITIES, STATUSES, type TaskPriority, type TaskStatus } from './task-query';
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

const STALE = 'Someone changed this task since you opened it.';

/** A task in a side panel: its form with errors beside their fields, its audit, save and archive. */
export function TaskPanel({ id, taxonomy, onClose, onChanged }: TaskPanelProps) {
  const [task, setTask] = useState<Task>();
  const [etag, setEtag] = useState<string>();
  const [form, setForm] = useState<TaskForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<ProblemView>();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setProblem(undefined);
    setSaved(false);
    if (id === undefined) {
      setTask(undefined);
      setForm(EMPTY_FORM);
      return;
    }
    try {
      const { data, error, response } = await api.GET('/api/v1/task/{id}', { params: { path: { id } } });
      if (!data) return setProblem(problemView(response.status, error));
      setTask(data);
      setEtag(response.headers.get('ETag') ?? undefined);
      setForm(formOf(data));
      setStale(false);
    } catch {
      setProblem(networkProblem);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);
  usePanelFocus(heading);

  const change = <K extends keyof TaskForm>(field: K, value: TaskForm[K]) => {
    setSaved(false);
    setForm((previous) => ({ ...previous, [field]: value }));
  };

  /** Shows a failed answer; a 412 means the task moved on since it was read. */
  const fail = (status: number, body: unknown) => {
    if (status === 412) setStale(true);
    else setProblem(problemView(status, body, TASK_FIELDS));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      if (!task) {
        const { data, error, response } = await api.POST('/api/v1/task', { body: bodyOf(form) });
        if (!data) return fail(response.status, error);
        onChanged(data);
        return;
      }
      const { data, error, response } = await api.PATCH('/api/v1/task/{id}', {
        params: { path: { id: task.id } },
        body: patchOf(formOf(task), form),
        headers: { ...MERGE_PATCH, ...(etag ? { 'If-Match': etag } : {}) },
      });
      if (!data) return fail(response.status, error);
      setTask(data);
      setEtag(response.headers.get('ETag') ?? undefined);
      setForm(formOf(data));
      setSaved(true);
      onChanged();
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
    }
  };

  const archive = async () => {
    if (!task) return;
    setBusy(true);
    try {
      const { error, response } = await api.DELETE('/api/v1/task/{id}', {
        params: { path: { id: task.id } },
        headers: etag ? { 'If-Match': etag } : {},
      });
      if (!response.ok) return fail(response.status, error);
      onChanged();
      onClose();
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
      setConfirmArchive(false);
    }
  };

  const title = task ? `${task.code} · ${task.label}` : 'New task';
  return (
    <aside className="panel" role="dialog" aria-labelledby="panel-title">
      <header className="panel-header">
        <h2 id="panel-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose} aria-label="Close the panel">
          Close
        </button>
      </header>
      <form className="panel-body" onSubmit={save} noValidate>
        {stale && (
          <Banner>
            {STALE} Reload it to see the changes; your edits here will be lost.{' '}
            <button type="button" className="button button-small" onClick={() => void load()}>
              Reload the task
            </button>
          </Banner>
        )}
        {problem?.banner && <Banner>{problem.banner}</Banner>}
        {saved && <Banner tone="info">Saved.</Banner>}
        <Field label="Code" error={problem?.fields.code} hint={task ? 'A code never changes.' : undefined}>
          <input
            value={form.code}
            onChange={(e) => change('code', e.target.value)}
            readOnly={Boolean(task)}
          />
        </Field>
        <Field label="Label" error={problem?.fields.label}>
          <input value={form.label} onChange={(e) => change('label', e.target.value)} />
        </Field>
        <Field label="Description" error={problem?.fields.description}>
          <textarea
            rows={3}
            value={form.description}
            onChange={(e) => change('description', e.target.value)}
          />
        </Field>
        <div className="field-row">
          <Field label="Status" error={problem?.fields.status}>
            <select value={form.status} onChange={(e) => change('status', e.target.value as TaskStatus)}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {inWords(status)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Priority" error={problem?.fields.priority}>
            <select
              value={form.priority}
              onChange={(e) => change('priority', e.target.value as TaskPriority)}
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {inWords(priority)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="field-row">
          <Field label="Due date" error={problem?.fields.dueDate}>
            <input type="date" value={form.dueDate} onChange={(e) => change('dueDate', e.target.value)} />
          </Field>
          <Field label="Assigned to" error={problem?.fields.assignedTo}>
            <input value={form.assignedTo} onChange={(e) => change('assignedTo', e.target.value)} />
          </Field>
        </div>
        <Field label="Nomenclature" error={problem?.fields.nomenclatureId}>
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
          error={problem?.fields.tagIds}
          onChange={(tagIds) => change('tagIds', tagIds)}
        />
        {task && <AuditFields record={task} />}
        <div className="panel-actions">
          <button type="submit" className="button button-primary" disabled={busy || stale}>
            {task ? 'Save' : 'Create task'}
          </button>
          {task &&
            (confirmArchive ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() => void archive()}
                disabled={busy}
              >
                Confirm archive
              </button>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirmArchive(true)}
                disabled={stale}
              >
                Archive
              </button>
            ))}
        </div>
      </form>
    </aside>
  );
}
