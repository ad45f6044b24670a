import { type FormEvent, useRef, useState } from 'react';
import { api } from '../api/client';
import { usePermissions } from '../auth/use-permissions';
import { Banner } from '../ui/banner';
import { CopyButton } from '../ui/copy-button';
import { Field } from '../ui/field';
import { PermissionChips } from '../ui/permission-chips';
import { problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';
import { usePanelFocus } from '../ui/use-panel-focus';

const FIELDS = ['name', 'permissions', 'expiresAt'];

interface NewKeyPanelProps {
  readonly onClose: () => void;
  readonly onCreated: () => void;
}

/** A new API key: its name, permissions and expiry; then its secret, shown this once. */
export function NewKeyPanel({ onClose, onCreated }: NewKeyPanelProps) {
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [secret, setSecret] = useState<string>();
  const { busy, problem, setProblem, attempt } = useAttempt();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSecret = useRef<HTMLElement>(null);
  const { can } = usePermissions();
  usePanelFocus(heading);
  const selectSecret = () => {
    const node = shownSecret.current;
    if (node) window.getSelection()?.selectAllChildren(node);
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    return attempt(async () => {
      const body = { name, permissions, ...(expires ? { expiresAt: `${expires}T00:00:00Z` } : {}) };
      const { data, error, response } = await api.POST('/api/v1/auth/api-keys', { body });
      if (!data) return setProblem(problemView(response.status, error, FIELDS));
      setSecret(data.key);
      onCreated();
    });
  };

  return (
    <aside className="panel" role="dialog" aria-labelledby="panel-title">
      <header className="panel-header">
        <h2 id="panel-title" ref={heading} tabIndex={-1}>
          New API key
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose} aria-label="Close the panel">
          Close
        </button>
      </header>
      {secret ? (
        <div className="panel-body">
          <Banner tone="info">Copy the key now: it is shown only this once, and cannot be read again.</Banner>
          <div className="field">
            <h3 className="field-title">Your new key</h3>
            <code className="secret secret-whole" ref={shownSecret}>
              {secret}
            </code>
          </div>
          <CopyButton text={secret} label="Copy the key" select={selectSecret} />
          <div className="panel-actions">
            <button type="button" className="button button-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="panel-body" onSubmit={create} noValidate>
          {problem?.banner && <Banner>{problem.banner}</Banner>}
          <Field label="Name" hint="What uses it, to recognise it later." error={problem?.fields.name}>
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field
            label="Expires on"
            hint="Leave empty for a key that does not expire."
            error={problem?.fields.expiresAt}
          >
            <input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
          </Field>
          <fieldset className="field">
            <legend>Permissions</legend>
            <p className="field-hint">At most those you hold yourself.</p>
            <PermissionChips chosen={permissions} onChange={setPermissions} offered={can} />
            {problem?.fields.permissions && <p className="field-error">{problem.fields.permissions}</p>}
          </fieldset>
          <div className="panel-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              Create key
            </button>
          </div>
        </form>
      )}
    </aside>
  );
}
