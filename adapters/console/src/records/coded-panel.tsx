import { useCallback, useState } from 'react';
import { usePermissions } from '../auth/use-permissions';
import { BadgeContacts } from '../badges/badge-contacts';
import { parentChoices, useNomenclaturePaths } from '../taxonomy/nomenclature-paths';
import { AuditFields } from '../ui/audit-fields';
import { Field } from '../ui/field';
import { PrintButton } from '../ui/print-button';
import { RecordHistory } from '../ui/record-history';
import { RecordPanel } from '../ui/record-panel';
import { useRecordEditor } from '../ui/use-record-editor';
import { type Coded, type CodedResource, parentOf } from './coded-resources';

const FIELDS = ['code', 'label', 'description', 'parentId'];
const FIELD_LABELS: Readonly<Record<string, string>> = {
  code: 'Code',
  label: 'Label',
  description: 'Description',
  parentId: 'Parent',
};

interface CodedPanelProps {
  readonly resource: CodedResource;
  /** The record to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  /** After a create, update or removal: the list reads itself again. */
  readonly onChanged: (created?: Coded) => void;
}

/** A record of the shared shape in a side panel: code, label, description (a parent in a tree), audit. */
export function CodedPanel({ resource, id, onClose, onChanged }: CodedPanelProps) {
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [parent, setParent] = useState('');
  const parents = useNomenclaturePaths(Boolean(resource.tree));
  const editor = useRecordEditor({
    id,
    read: resource.get,
    fields: FIELDS,
    show: (shown: Coded) => {
      setCode(shown.code);
      setLabel(shown.label);
      setDescription(shown.description ?? '');
      setParent(String(parentOf(shown) ?? ''));
    },
  });
  const record = editor.record;
  const dirty = record
    ? label !== record.label ||
      description !== (record.description ?? '') ||
      parent !== String(parentOf(record) ?? '')
    : [code, label, description, parent].some((value) => value !== '');

  const save = () => {
    const text = description === '' ? null : description;
    const parentId = parent === '' ? null : Number(parent);
    if (!record) {
      const tree = resource.tree ? { parentId } : {};
      return editor.save(() => resource.create({ code, label, description: text, ...tree }), onChanged);
    }
    const changes = {
      ...(label !== record.label ? { label } : {}),
      ...(text !== record.description ? { description: text } : {}),
      ...(resource.tree && parentId !== parentOf(record) ? { parentId } : {}),
    };
    return editor.save(
      () => resource.patch(record.id, changes, editor.etag),
      () => onChanged(),
    );
  };

  // An older version, saved as any edit is: If-Match, so a change since is a 412.
  const restore = (version: Record<string, unknown>) => {
    if (!record) return;
    const older = version as Coded;
    setLabel(older.label);
    setDescription(older.description ?? '');
    const tree = resource.tree ? { parentId: parentOf(older) ?? null } : {};
    return editor.save(
      () =>
        resource.patch(
          record.id,
          { label: older.label, description: older.description ?? null, ...tree },
          editor.etag,
        ),
      () => onChanged(),
    );
  };
  const recordId = record?.id;
  const history = useCallback(
    (cursor?: string) => resource.history(recordId ?? 0, cursor),
    [resource, recordId],
  );
  const inWords = (field: string, value: unknown) => {
    if (value === null || value === '') return '—';
    if (field === 'parentId')
      return parents.find((entry) => entry.id === value)?.label ?? `#${String(value)}`;
    return String(value);
  };

  const print = resource.print;
  const remove = () =>
    record &&
    editor.remove(
      () => resource.remove(record.id, editor.etag),
      () => {
        onChanged();
        onClose();
      },
    );

  const { can } = usePermissions();
  return (
    <RecordPanel
      title={record ? `${record.code} · ${record.label}` : `New ${resource.noun}`}
      noun={resource.noun}
      editor={editor}
      submitLabel={record ? 'Save' : `Create ${resource.noun}`}
      onSubmit={() => void save()}
      onClose={onClose}
      dirty={dirty}
      removal={{ label: resource.removal, onConfirm: () => void remove() }}
      readOnly={!can(`${resource.resource}:write`)}
      live={resource.resource}
      actions={
        record &&
        print &&
        can(`${resource.resource}:print`) && <PrintButton load={() => print.one(record.id)} />
      }
    >
      <Field
        label="Code"
        error={editor.problem?.fields.code}
        hint={record ? 'A code never changes.' : undefined}
      >
        <input value={code} onChange={(e) => setCode(e.target.value)} readOnly={Boolean(record)} />
      </Field>
      <Field label="Label" error={editor.problem?.fields.label}>
        <input value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      <Field label="Description" error={editor.problem?.fields.description}>
        <textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      {resource.tree && (
        <Field label="Parent" error={editor.problem?.fields.parentId}>
          <select value={parent} onChange={(e) => setParent(e.target.value)}>
            <option value="">None: a root of the tree</option>
            {parentChoices(parents, record?.id).map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {record && resource.contacts && <BadgeContacts badgeId={record.id} />}
      {record && <AuditFields record={record} />}
      {record && can(`${resource.resource}:history`) && (
        <RecordHistory
          load={history}
          label={(field) => FIELD_LABELS[field] ?? field}
          value={inWords}
          version={editor.etag}
          onRestore={can(`${resource.resource}:write`) ? (version) => void restore(version) : undefined}
        />
      )}
    </RecordPanel>
  );
}
