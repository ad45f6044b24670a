import { type FormEvent, useState } from 'react';
import { api } from './api/client';
import { setSession } from './auth/session';
import { Banner } from './ui/banner';
import { Field } from './ui/field';
import { problemView } from './ui/problem';
import { useAttempt } from './ui/use-attempt';

const FIELDS = ['username', 'password', 'oneTimeCode'];

export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [oneTimeCode, setOneTimeCode] = useState('');
  const { busy, problem, setProblem, attempt } = useAttempt();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return attempt(async () => {
      const body = { username, password, ...(oneTimeCode ? { oneTimeCode } : {}) };
      const { data, error, response } = await api.POST('/api/v1/auth/login', {
        body,
        params: { header: { 'x-refresh-cookie': 'true' } },
      });
      if (data) {
        setSession({ accessToken: data.accessToken, username: data.user.username });
        return;
      }
      setProblem(problemView(response.status, error, FIELDS));
    });
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Sign in to the console</h1>
        <p className="muted">Tasks, taxonomy, badges and their administration.</p>
        {problem?.banner && <Banner>{problem.banner}</Banner>}
        <Field label="Username" error={problem?.fields.username}>
          <input
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </Field>
        <Field label="Password" error={problem?.fields.password}>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <Field
          label="One-time code"
          hint="Only if your account has a second factor."
          error={problem?.fields.oneTimeCode}
        >
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={oneTimeCode}
            onChange={(e) => setOneTimeCode(e.target.value)}
          />
        </Field>
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
