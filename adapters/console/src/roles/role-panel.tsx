import { useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { Field } from '../ui/field';
import { PermissionChips } from '../ui/permission-chips';
import { RecordPanel } from '../ui/record-panel';
import { useRecordEditor } from '../ui/use-record-editor';

type Role = Schemas['Role'];

const FIELDS = ['code', 'label', 'permissions'];

interface RolePanelProps {
  /** The role to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  readonly onChanged: (created?: Role) => void;
}

const read = (id: number) => api.GET('/api/v1/auth/roles/{id}', { params: { path: { id } } });

/** A role in a side panel: code, label and the permissions it grants; a system role's are fixed. */
export function RolePanel({ id, onClose, onChanged }: RolePanelProps) {
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const editor = useRecordEditor({
    id,
    read,
    fields: FIELDS,
    show: (shown: Role) => {
      setCode(shown.code);
      setLabel(shown.label);
      setPermissions([...shown.permissions]);
    },
  });
  const role = editor.record;
  const ifMatch = editor.etag ? { 'If-Match': editor.etag } : {};

  const samePermissions = [...permissions].sort().join() === [...(role?.permissions ?? [])].sort().join();
  const dirty = role
    ? label !== role.label || !samePermissions
    : code !== '' || label !== '' || !samePermissions;

  const save = () => {
    if (!role)
      return editor.save(
        () => api.POST('/api/v1/auth/roles', { body: { code, label, permissions } }),
        onChanged,
      );
    const body = { ...(label !== role.label ? { label } : {}), ...(samePermissions ? {} : { permissions }) };
    return editor.save(
      () =>
        api.PATCH('/api/v1/auth/roles/{id}', {
          params: { path: { id: role.id } },
          body,
          headers: { ...MERGE_PATCH, ...ifMatch },
        }),
      () => onChanged(),
    );
  };

  const remove = () =>
    role &&
    editor.remove(
      () => api.DELETE('/api/v1/auth/roles/{id}', { params: { path: { id: role.id } } }),
      () => {
        onChanged();
        onClose();
      },
    );

  return (
    <RecordPanel
      title={role ? role.label : 'New role'}
      noun="role"
      editor={editor}
      submitLabel={role ? 'Save' : 'Create role'}
      onSubmit={() => void save()}
      onClose={onClose}
      dirty={dirty}
      removal={role?.system ? undefined : { label: 'Delete', onConfirm: () => void remove() }}
    >
      <Field
        label="Code"
        error={editor.problem?.fields.code}
        hint={role ? 'A code never changes.' : undefined}
      >
        <input value={code} onChange={(e) => setCode(e.target.value)} readOnly={Boolean(role)} />
      </Field>
      <Field label="Label" error={editor.problem?.fields.label}>
        <input value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      <fieldset className="field" disabled={role?.system}>
        <legend>Permissions</legend>
        {role?.system && (
          <p className="field-hint">A system role's permissions are defined by the service.</p>
        )}
        <PermissionChips chosen={permissions} onChange={setPermissions} />
        {editor.problem?.fields.permissions && (
          <p className="field-error">{editor.problem.fields.permissions}</p>
        )}
      </fieldset>
    </RecordPanel>
  );
}
