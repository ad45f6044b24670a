import { type FormEvent, useState } from 'react';
import { api } from '../api/client';
import { setSession } from '../auth/session';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { problemView } from '../ui/problem';
import { useAttempt } from '../ui/use-attempt';

const FIELDS = ['currentPassword', 'newPassword'];

/** Your own password: every other session of yours ends, and this one goes on with a new pair. */
export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { busy, problem, setProblem, attempt } = useAttempt();
  const [changed, setChanged] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    return attempt(async () => {
      const { data, error, response } = await api.POST('/api/v1/auth/me/password', {
        body: { currentPassword, newPassword },
        params: { header: { 'x-refresh-cookie': 'true' } },
      });
      if (!data) return setProblem(problemView(response.status, error, FIELDS));
      setSession({ accessToken: data.accessToken, username: data.user.username });
      setCurrentPassword('');
      setNewPassword('');
      setChanged(true);
    });
  };

  return (
    <form className="card" aria-labelledby="password-title" onSubmit={submit} noValidate>
      <h2 id="password-title">Password</h2>
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      {changed && <Banner tone="info">Password changed. Your other sessions have ended.</Banner>}
      <Field label="Current password" error={problem?.fields.currentPassword}>
        <input
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      </Field>
      <Field label="New password" hint="8 to 72 bytes." error={problem?.fields.newPassword}>
        <input
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </Field>
      <p>
        <button type="submit" className="button button-primary" disabled={busy}>
          Change the password
        </button>
      </p>
    </form>
  );
}
