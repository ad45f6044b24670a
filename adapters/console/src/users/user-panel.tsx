import { useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { AuditFields } from '../ui/audit-fields';
import { Field } from '../ui/field';
import { RecordPanel } from '../ui/record-panel';
import { useRecordEditor } from '../ui/use-record-editor';
import { assignable, useRoles } from './use-roles';
import { UserSessions } from './user-sessions';

type User = Schemas['User'];

const FIELDS = ['username', 'password', 'enabled', 'roles'];

interface UserPanelProps {
  /** The user to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  readonly onChanged: (created?: User) => void;
}

const read = (id: number) => api.GET('/api/v1/auth/users/{id}', { params: { path: { id } } });

/** A user in a side panel: username, a new password, enabled, roles; save and delete. */
export function UserPanel({ id, onClose, onChanged }: UserPanelProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [roles, setRoles] = useState<string[]>([]);
  const roleChoices = useRoles();
  const editor = useRecordEditor({
    id,
    read,
    fields: FIELDS,
    show: (shown: User) => {
      setUsername(shown.username);
      setEnabled(shown.enabled);
      setRoles([...shown.roles]);
      setPassword('');
    },
  });
  const user = editor.record;
  const sameRoles = (a: readonly string[], b: readonly string[]) =>
    [...a].sort().join() === [...b].sort().join();
  const dirty = user
    ? username !== user.username ||
      enabled !== user.enabled ||
      password !== '' ||
      !sameRoles(roles, user.roles)
    : username !== '' || password !== '' || roles.length > 0 || !enabled;

  const save = () => {
    if (!user) {
      return editor.save(
        () => api.POST('/api/v1/auth/users', { body: { username, password, enabled, roles } }),
        onChanged,
      );
    }
    const body = {
      ...(username !== user.username ? { username } : {}),
      ...(enabled !== user.enabled ? { enabled } : {}),
      ...(sameRoles(roles, user.roles) ? {} : { roles }),
      ...(password ? { password } : {}),
    };
    return editor.save(
      () =>
        api.PATCH('/api/v1/auth/users/{id}', {
          params: { path: { id: user.id } },
          body,
          headers: { ...MERGE_PATCH, ...(editor.etag ? { 'If-Match': editor.etag } : {}) },
        }),
      () => onChanged(),
    );
  };

  const remove = () =>
    user &&
    editor.remove(
      () => api.DELETE('/api/v1/auth/users/{id}', { params: { path: { id: user.id } } }),
      () => {
        onChanged();
        onClose();
      },
    );

  const toggleRole = (code: string) =>
    setRoles((current) =>
      current.includes(code) ? current.filter((role) => role !== code) : [...current, code],
    );

  return (
    <RecordPanel
      title={user ? user.username : 'New user'}
      noun="user"
      editor={editor}
      submitLabel={user ? 'Save' : 'Create user'}
      onSubmit={() => void save()}
      onClose={onClose}
      dirty={dirty}
      removal={{ label: 'Delete', onConfirm: () => void remove() }}
    >
      <Field label="Username" error={editor.problem?.fields.username}>
        <input autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field
        label={user ? 'New password' : 'Password'}
        hint={user ? 'Leave empty to keep the password. A new one ends their sessions.' : undefined}
        error={editor.problem?.fields.password}
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
          {roleChoices
            .filter((role) => assignable(role, user?.roles ?? []))
            .map((role) => (
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
        {editor.problem?.fields.roles && <p className="field-error">{editor.problem.fields.roles}</p>}
      </fieldset>
      {user && <UserSessions userId={user.id} />}
      {user && <AuditFields record={user} />}
    </RecordPanel>
  );
}
