import { useCallback, useState } from 'react';
import { api, MERGE_PATCH, type Schemas } from '../api/client';
import { usePermissions } from '../auth/use-permissions';
import { AuditFields } from '../ui/audit-fields';
import { Field } from '../ui/field';
import { RecordHistory } from '../ui/record-history';
import { RecordPanel } from '../ui/record-panel';
import { useRecordEditor } from '../ui/use-record-editor';

type Contact = Schemas['Contact'];

const FIELDS = ['firstName', 'lastName', 'email', 'companyName'];
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  companyName: 'Company',
};

interface ContactPanelProps {
  /** The contact to edit, or undefined to create one. */
  readonly id?: number;
  readonly onClose: () => void;
  readonly onChanged: (created?: Contact) => void;
}

const read = (id: number) => api.GET('/api/v1/contact/{id}', { params: { path: { id } } });
const orNull = (text: string) => (text === '' ? null : text);

/** A contact in a side panel: names, e-mail address and company; save and delete. */
export function ContactPanel({ id, onClose, onChanged }: ContactPanelProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [companyName, setCompanyName] = useState('');
  const editor = useRecordEditor({
    id,
    read,
    fields: FIELDS,
    show: (shown: Contact) => {
      setFirstName(shown.firstName);
      setLastName(shown.lastName);
      setEmail(shown.email ?? '');
      setCompanyName(shown.companyName ?? '');
    },
  });
  const contact = editor.record;
  const ifMatch = editor.etag ? { 'If-Match': editor.etag } : {};

  const body = { firstName, lastName, email: orNull(email), companyName: orNull(companyName) };
  const changes = Object.fromEntries(
    Object.entries(body).filter(([field, value]) =>
      contact ? contact[field as keyof typeof body] !== value : value !== '' && value !== null,
    ),
  );

  /** A merge patch of `body` onto the contact read, guarded by its ETag. */
  const patch = (id: number, body: Partial<typeof changes>) =>
    editor.save(
      () =>
        api.PATCH('/api/v1/contact/{id}', {
          params: { path: { id } },
          body,
          headers: { ...MERGE_PATCH, ...ifMatch },
        }),
      () => onChanged(),
    );

  const save = () =>
    contact
      ? patch(contact.id, changes)
      : editor.save(() => api.POST('/api/v1/contact', { body }), onChanged);

  // An older version, saved as any edit is: If-Match, so a change since is a 412.
  const restore = (version: Record<string, unknown>) => {
    if (!contact) return;
    const older = version as Contact;
    const restored = {
      firstName: older.firstName,
      lastName: older.lastName,
      email: older.email ?? null,
      companyName: older.companyName ?? null,
    };
    setFirstName(restored.firstName);
    setLastName(restored.lastName);
    setEmail(restored.email ?? '');
    setCompanyName(restored.companyName ?? '');
    return patch(contact.id, restored);
  };
  const contactId = contact?.id ?? 0;
  const history = useCallback(
    (cursor?: string) =>
      api.GET('/api/v1/contact/{id}/history', {
        params: { path: { id: contactId }, query: { limit: '20', cursor } },
      }),
    [contactId],
  );

  const remove = () =>
    contact &&
    editor.remove(
      () => api.DELETE('/api/v1/contact/{id}', { params: { path: { id: contact.id } }, headers: ifMatch }),
      () => {
        onChanged();
        onClose();
      },
    );

  const { can } = usePermissions();
  const canWrite = can('contacts:write');
  return (
    <RecordPanel
      title={contact ? `${contact.firstName} ${contact.lastName}` : 'New contact'}
      noun="contact"
      editor={editor}
      submitLabel={contact ? 'Save' : 'Create contact'}
      onSubmit={() => void save()}
      onClose={onClose}
      dirty={Object.keys(changes).length > 0}
      removal={{ label: 'Delete', onConfirm: () => void remove() }}
      live="contacts"
      readOnly={!canWrite}
    >
      <div className="field-row">
        <Field label="First name" error={editor.problem?.fields.firstName}>
          <input autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        </Field>
        <Field label="Last name" error={editor.problem?.fields.lastName}>
          <input autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </Field>
      </div>
      <Field label="E-mail address" error={editor.problem?.fields.email}>
        <input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Company" error={editor.problem?.fields.companyName}>
        <input autoComplete="off" value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
      </Field>
      {contact && <AuditFields record={contact} />}
      {contact && can('contacts:history') && (
        <RecordHistory
          load={history}
          label={(field) => FIELD_LABELS[field] ?? field}
          value={(_, value) => (value === null || value === '' ? '—' : String(value))}
          version={editor.etag}
          onRestore={canWrite ? (version) => void restore(version) : undefined}
        />
      )}
    </RecordPanel>
  );
}
