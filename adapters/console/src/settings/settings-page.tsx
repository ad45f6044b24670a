import { useEffect, useRef, useState } from 'react';
import { api, MERGE_PATCH } from '../api/client';
import { applyViewMode, storedViewMode, type ViewMode } from '../theme';
import { Banner } from '../ui/banner';
import { networkProblem, type ProblemView, problemView } from '../ui/problem';
import { PasswordForm } from './password-form';
import { TwoFactorForm } from './two-factor-form';

const MODES: readonly { value: ViewMode; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on a light background' },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background' },
  { value: 'system', label: 'System', hint: 'Follows the device' },
];

/** The user's settings: the view mode, shown at once and stored through the settings API; the password. */
export default function SettingsPage() {
  const [mode, setMode] = useState<ViewMode>(storedViewMode());
  const [problem, setProblem] = useState<ProblemView>();
  const [saved, setSaved] = useState(false);

  // A choice made before the stored mode arrives must not be undone by it.
  const chosen = useRef(false);

  useEffect(() => {
    void api.GET('/api/v1/settings/user/me').then(({ data }) => {
      if (data && !chosen.current) setMode(data.viewMode);
    });
  }, []);

  const choose = async (next: ViewMode) => {
    chosen.current = true;
    setMode(next);
    applyViewMode(next);
    setSaved(false);
    setProblem(undefined);
    try {
      const { data, error, response } = await api.PATCH('/api/v1/settings/user/me', {
        body: { viewMode: next },
        headers: MERGE_PATCH,
      });
      if (!data) return setProblem(problemView(response.status, error));
      setSaved(true);
    } catch {
      setProblem(networkProblem);
    }
  };

  return (
    <section className="page page-narrow" aria-labelledby="page-title">
      <h1 id="page-title">Settings</h1>
      <fieldset className="view-modes">
        <legend>View mode</legend>
        {MODES.map(({ value, label, hint }) => (
          <label key={value} className="view-mode">
            <input
              type="radio"
              name="viewMode"
              value={value}
              checked={mode === value}
              onChange={() => void choose(value)}
            />
            <span>
              <strong>{label}</strong>
              <span className="muted"> · {hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {saved && <Banner tone="info">Saved: the console opens in this mode wherever you sign in.</Banner>}
      {problem?.banner && <Banner>{problem.banner}</Banner>}
      <PasswordForm />
      <TwoFactorForm />
    </section>
  );
}
