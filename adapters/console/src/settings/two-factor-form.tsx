import { type FormEvent, useState } from 'react';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { When } from '../ui/when';
import { useTwoFactor } from './use-two-factor';

/** Your second factor: set up in two steps (the app takes the secret, then a code confirms), or off. */
export function TwoFactorForm() {
  const factor = useTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const fields = factor.problem?.fields ?? {};

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void factor.confirm(code.trim()).then(() => setCode(''));
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    void factor.remove(password).then((removed) => removed && setPassword(''));
  };

  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-step sign-in</h2>
      {factor.problem?.banner && <Banner>{factor.problem.banner}</Banner>}
      {factor.recoveryCodes && (
        <div className="banner banner-info" role="status">
          <p>
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs in once without the
            app, and they are shown only now.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {factor.recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {factor.status?.enrolled ? (
        <form onSubmit={remove} className="prompt-form">
          <p className="muted">
            On since {factor.status.confirmedAt ? <When value={factor.status.confirmedAt} /> : '—'};{' '}
            {factor.status.recoveryCodesLeft} recovery codes left.
          </p>
          <Field label="Your password, to turn it off" error={fields.password}>
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <p>
            <button type="submit" className="button button-danger" disabled={factor.busy || !password}>
              Turn off two-step sign-in
            </button>
          </p>
        </form>
      ) : factor.enrolment ? (
        <form onSubmit={confirm} className="prompt-form">
          <p>
            1. Add this key to your authenticator app (or open the link on the phone that has it):{' '}
            <code className="secret">{factor.enrolment.secret}</code>{' '}
            <a href={factor.enrolment.otpauthUri}>otpauth link</a>
          </p>
          <Field label="2. The 6-digit code the app shows" error={fields.code}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <p>
            <button type="submit" className="button button-primary" disabled={factor.busy || !code.trim()}>
              Confirm and turn on
            </button>
          </p>
        </form>
      ) : (
        <>
          <p className="muted">
            Off: your password alone signs you in. With it on, signing in also asks for a code from an
            authenticator app.
          </p>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => void factor.start()}
              disabled={factor.busy}
            >
              Set up two-step sign-in
            </button>
          </p>
        </>
      )}
    </section>
  );
}
