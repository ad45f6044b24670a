import { type FormEvent, useState } from 'react';
import { api, type Schemas } from '../api/client';
import { endSession } from '../auth/session';
import { Banner } from '../ui/banner';
import { fileNameOf, saveFile } from '../ui/download';
import { Field } from '../ui/field';
import { problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';

/** The whole instance as an archive to download, and an archive to restore from. */
export default function BackupsPage() {
  const [secrets, setSecrets] = useState(false);
  const [file, setFile] = useState<File>();
  const [replace, setReplace] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [restored, setRestored] = useState<Schemas['RestoreSummary']>();
  const { busy, problem, setProblem, attempt } = useAttempt();

  const download = () =>
    attempt(async () => {
      const { data, error, response } = await api.GET('/api/v1/backup', {
        params: { query: { secrets: secrets ? 'true' : 'false' } },
        parseAs: 'blob',
      });
      if (!data) return setProblem(problemView(response.status, error));
      saveFile(data, fileNameOf(response, 'task-service.ndjson'));
    });

  const restore = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    return attempt(async () => {
      const { data, error, response } = await api.POST('/api/v1/restore', {
        params: { query: { replace: replace ? 'true' : 'false' } },
        // The archive is sent as the file holds it, read while it is sent.
        body: '',
        bodySerializer: () => file,
        headers: { 'Content-Type': 'application/x-ndjson' },
      });
      if (!data) return setProblem(problemView(response.status, error));
      setRestored(data);
    });
  };

  if (restored) {
    const rows = Object.values(restored.sections).reduce((sum, count) => sum + count, 0);
    return (
      <section className="page page-narrow" aria-labelledby="page-title">
        <h1 id="page-title">Backups</h1>
        <Banner tone="info">
          Restored {rows} rows{restored.secrets ? ', secrets included' : ''}. Every session has ended: sign in
          again.
        </Banner>
        <p>
          <button type="button" className="button button-primary" onClick={() => endSession()}>
            Sign in again
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="page page-narrow" aria-labelledby="page-title">
      <h1 id="page-title">Backups</h1>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      <section className="card" aria-labelledby="backup-title">
        <h2 id="backup-title">Download a backup</h2>
        <p className="muted">
          Every record, archived ones too, the taxonomy, badges, contacts, users, roles and settings, as one
          file.
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={secrets} onChange={(e) => setSecrets(e.target.checked)} />
          Include the secrets (password hashes, API keys, the signing key): whoever holds the file can then
          sign in as anyone
        </label>
        <p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void download()}
            disabled={busy}
          >
            Download a backup
          </button>
        </p>
      </section>
      <form className="card" aria-labelledby="restore-title" onSubmit={restore}>
        <h2 id="restore-title">Restore from a backup</h2>
        <p className="muted">The archive is checked as it is read: a damaged one changes nothing.</p>
        <Field label="Archive (.ndjson)">
          <input
            type="file"
            accept=".ndjson,application/x-ndjson"
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setConfirming(false);
            }}
          />
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          Replace everything this instance holds
        </label>
        <p>
          <button
            type="submit"
            className={confirming ? 'button button-danger' : 'button'}
            disabled={busy || !file}
          >
            {confirming ? 'Confirm restore: every session ends' : 'Restore'}
          </button>
        </p>
      </form>
    </section>
  );
}
