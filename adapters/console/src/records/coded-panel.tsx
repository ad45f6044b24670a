import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNomenclaturePaths } from '../taxonomy/nomenclature-paths';
import { AuditFields } from '../ui/audit-fields';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { usePanelFocus } from '../ui/use-panel-focus';
import { type Coded, type CodedResource, parentOf } from './coded-resources';

const FIELDS = ['code', 'label', 'description', 'parentId'];

interface CodedPanelProps {
  readonly resource: CodedResource;
  /** The record to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  /** After a create, update or removal: the list reads itself again. */
  readonly onChanged: (created?: Coded) => void;
}

/** A record of the shared shape in a side panel: code, label, description, audit; save and remove. */
export function CodedPanel({ resource, id, onClose, onChanged }: CodedPanelProps) {
  const [record, setRecord] = useState<Coded>();
  const [etag, setEtag] = useState<string>();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [parent, setParent] = useState('');
  const parents = useNomenclaturePaths(Boolean(resource.tree));
  const [problem, setProblem] = useState<ProblemView>();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmRemoval, setConfirmRemoval] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = useCallback((shown: Coded, response: Response) => {
    setRecord(shown);
    setEtag(response.headers.get('ETag') ?? undefined);
    setCode(shown.code);
    setLabel(shown.label);
    setDescription(shown.description ?? '');
    setParent(String(parentOf(shown) ?? ''));
  }, []);

  const load = useCallback(async () => {
    setProblem(undefined);
    setSaved(false);
    if (id === undefined) return;
    try {
      const { data, error, response } = await resource.get(id);
      if (!data) return setProblem(problemView(response.status, error));
      show(data, response);
      setStale(false);
    } catch {
      setProblem(networkProblem);
    }
  }, [id, resource, show]);

  useEffect(() => {
    void load();
  }, [load]);
  usePanelFocus(heading);

  const fail = (status: number, body: unknown) => {
    if (status === 412) setStale(true);
    else setProblem(problemView(status, body, FIELDS));
  };

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    setSaved(false);
    try {
      await action();
    } catch {
      setProblem(networkProblem);
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const text = description === '' ? null : description;
    const parentId = parent === '' ? null : Number(parent);
    const tree = resource.tree ? { parentId } : {};
    return attempt(async () => {
      if (!record) {
        const { data, error, response } = await resource.create({ code, label, description: text, ...tree });
        return data ? onChanged(data) : fail(response.status, error);
      }
      const changes = {
        ...(label !== record.label ? { label } : {}),
        ...(text !== record.description ? { description: text } : {}),
        ...(resource.tree && parentId !== parentOf(record) ? { parentId } : {}),
      };
      const { data, error, response } = await resource.patch(record.id, changes, etag);
      if (!data) return fail(response.status, error);
      show(data, response);
      setSaved(true);
      onChanged();
    });
  };

  const remove = () =>
    attempt(async () => {
      if (!record) return;
      setConfirmRemoval(false);
      const { error, response } = await resource.remove(record.id, etag);
      if (!response.ok) return fail(response.status, error);
      onChanged();
      onClose();
    });

  return (
    <aside className="panel" role="dialog" aria-labelledby="panel-title">
      <header className="panel-header">
        <h2 id="panel-title" ref={heading} tabIndex={-1}>
          {record ? `${record.code} · ${record.label}` : `New ${resource.noun}`}
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose} aria-label="Close the panel">
          Close
        </button>
      </header>
      <form className="panel-body" onSubmit={save} noValidate>
        {stale && (
          <Banner>
            Someone changed this {resource.noun} since you opened it. Reload it to see the changes; your edits
            here will be lost.{' '}
            <button type="button" className="button button-small" onClick={() => void load()}>
              Reload
            </button>
          </Banner>
        )}
        {problem?.banner && <Banner>{problem.banner}</Banner>}
        {saved && <Banner tone="info">Saved.</Banner>}
        <Field label="Code" error={problem?.fields.code} hint={record ? 'A code never changes.' : undefined}>
          <input value={code} onChange={(e) => setCode(e.target.value)} readOnly={Boolean(record)} />
        </Field>
        <Field label="Label" error={problem?.fields.label}>
          <input value={label} onChange={(e) => setLabel(e.target.value)} />
        </Field>
        <Field label="Description" error={problem?.fields.description}>
          <textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        {resource.tree && (
          <Field label="Parent" error={problem?.fields.parentId}>
            <select value={parent} onChange={(e) => setParent(e.target.value)}>
              <option value="">None: a root of the tree</option>
              {parents
                .filter((choice) => choice.id !== record?.id)
                .map((choice) => (
                  <option key={choice.id} value={String(choice.id)}>
                    {choice.label}
                  </option>
                ))}
            </select>
          </Field>
        )}
        {record && <AuditFields record={record} />}
        <div className="panel-actions">
          <button type="submit" className="button button-primary" disabled={busy || stale}>
            {record ? 'Save' : `Create ${resource.noun}`}
          </button>
          {record &&
            (confirmRemoval ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() => void remove()}
                disabled={busy}
              >
                Confirm {resource.removal.toLowerCase()}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirmRemoval(true)}
                disabled={stale}
              >
                {resource.removal}
              </button>
            ))}
        </div>
      </form>
    </aside>
  );
}
