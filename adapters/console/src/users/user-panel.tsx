import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { AuditFields } from '../ui/audit-fields';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { usePanelFocus } from '../ui/use-panel-focus';

type User = Schemas['User'];

const FIELDS = ['username', 'password', 'enabled', 'roles'];

interface UserPanelProps {
  /** The user to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  readonly onChanged: (created?: User) => void;
}

/** A user in a side panel: username, a new password, enabled, roles; save and delete. */
export function UserPanel({ id, onClose, onChanged }: UserPanelProps) {
  const [user, setUser] = useState<User>();
  const [etag, setEtag] = useState<string>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [roles, setRoles] = useState<string[]>([]);
  const [roleChoices, setRoleChoices] = useState<Schemas['Role'][]>([]);
  const [problem, setProblem] = useState<ProblemView>();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = useCallback((shown: User, response: Response) => {
    setUser(shown);
    setEtag(response.headers.get('ETag') ?? undefined);
    setUsername(shown.username);
    setEnabled(shown.enabled);
    setRoles([...shown.roles]);
    setPassword('');
  }, []);

  const load = useCallback(async () => {
    setProblem(undefined);
    setSaved(false);
    if (id === undefined) return;
    try {
      const { data, error, response } = await api.GET('/api/v1/auth/users/{id}', {
        params: { path: { id } },
      });
      if (!data) return setProblem(problemView(response.status, error));
      show(data, response);
      setStale(false);
    } catch {
      setProblem(networkProblem);
    }
  }, [id, show]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void api.GET('/api/v1/auth/roles').then(({ data }) => setRoleChoices(data ?? []));
  }, []);
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
    return attempt(async () => {
      if (!user) {
        const body = { username, password, enabled, roles };
        const { data, error, response } = await api.POST('/api/v1/auth/users', { body });
        return data ? onChanged(data) : fail(response.status, error);
      }
      const sameRoles = [...roles].sort().join() === [...user.roles].sort().join();
      const body = {
        ...(username !== user.username ? { username } : {}),
        ...(enabled !== user.enabled ? { enabled } : {}),
        ...(sameRoles ? {} : { roles }),
        ...(password ? { password } : {}),
      };
      const { data, error, response } = await api.PATCH('/api/v1/auth/users/{id}', {
        params: { path: { id: user.id } },
        body,
        headers: { ...MERGE_PATCH, ...(etag ? { 'If-Match': etag } : {}) },
      });
      if (!data) return fail(response.status, error);
      show(data, response);
      setSaved(true);
      onChanged();
    });
  };

  const remove = () =>
    attempt(async () => {
      if (!user) return;
      setConfirmDelete(false);
      const { error, response } = await api.DELETE('/api/v1/auth/users/{id}', {
        params: { path: { id: user.id } },
      });
      if (!response.ok) return fail(response.status, error);
      onChanged();
      onClose();
    });

  const toggleRole = (code: string) =>
    setRoles((current) =>
      current.includes(code) ? current.filter((role) => role !== code) : [...current, code],
    );

  return (
    <aside className="panel" role="dialog" aria-labelledby="panel-title">
      <header className="panel-header">
        <h2 id="panel-title" ref={heading} tabIndex={-1}>
          {user ? user.username : 'New user'}
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose} aria-label="Close the panel">
          Close
        </button>
      </header>
      <form className="panel-body" onSubmit={save} noValidate>
        {stale && (
          <Banner>
            Someone changed this user since you opened it. Reload it to see the changes; your edits here will
            be lost.{' '}
            <button type="button" className="button button-small" onClick={() => void load()}>
              Reload
            </button>
          </Banner>
        )}
        {problem?.banner && <Banner>{problem.banner}</Banner>}
        {saved && <Banner tone="info">Saved.</Banner>}
        <Field label="Username" error={problem?.fields.username}>
          <input autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field
          label={user ? 'New password' : 'Password'}
          hint={user ? 'Leave empty to keep the password. A new one ends their sessions.' : undefined}
          error={problem?.fields.password}
        >
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Enabled: the user may sign in
        </label>
        <fieldset className="field">
          <legend>Roles</legend>
          <div className="chips">
            {roleChoices.map((role) => (
              <label key={role.code} className="chip">
                <input
                  type="checkbox"
                  checked={roles.includes(role.code)}
                  onChange={() => toggleRole(role.code)}
                />
                {role.label}
              </label>
            ))}
          </div>
          {problem?.fields.roles && <p className="field-error">{problem.fields.roles}</p>}
        </fieldset>
        {user && <AuditFields record={user} />}
        <div className="panel-actions">
          <button type="submit" className="button button-primary" disabled={busy || stale}>
            {user ? 'Save' : 'Create user'}
          </button>
          {user &&
            (confirmDelete ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() => void remove()}
                disabled={busy}
              >
                Confirm delete
              </button>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirmDelete(true)}
                disabled={stale}
              >
                Delete
              </button>
            ))}
        </div>
      </form>
    </aside>
  );
}
