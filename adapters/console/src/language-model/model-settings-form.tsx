import { type FormEvent, useEffect, useState } from 'react';
import { Banner } from '../ui/banner';
import { Field } from '../ui/field';
import { formOf, type SettingsForm, useModelSettings } from './use-model-settings';
import { answerWords, useServerModels } from './use-server-models';

/**
 * The model server the service sends prompts to (administrators only): its model picked from the
 * server's own list, and a test of the saved settings.
 */
export function ModelSettingsForm() {
  const model = useModelSettings();
  const server = useServerModels(model.settings);
  const [tested, setTested] = useState(false);
  const [typing, setTyping] = useState(false);
  const listed = server.answer.state === 'answered' && !typing ? server.answer.list.models : undefined;
  const [form, setForm] = useState<SettingsForm>(formOf(undefined));
  useEffect(() => setForm(formOf(model.settings)), [model.settings]);
  const change = (changes: Partial<SettingsForm>) => setForm({ ...form, ...changes });
  const fields = model.problem?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.save(form);
  };

  if (model.problem?.status === 403 && !model.settings) {
    return (
      <section className="card" aria-labelledby="model-settings-title">
        <h2 id="model-settings-title">Model server</h2>
        <p className="muted">Only administrators see and change the model server; you can send it prompts.</p>
      </section>
    );
  }

  return (
    <form className="card" aria-labelledby="model-settings-title" onSubmit={submit} noValidate>
      <h2 id="model-settings-title">Model server</h2>
      {model.loaded && !model.settings && !model.problem && (
        <p className="muted">No model server is set up yet: prompts are refused until one is saved.</p>
      )}
      {model.problem?.banner && <Banner>{model.problem.banner}</Banner>}
      {model.saved && <Banner tone="info">Saved.</Banner>}
      <Field label="Server address" hint="Its root, e.g. http://lmstudio:1234" error={fields.baseUrl}>
        <input type="url" value={form.baseUrl} onChange={(e) => change({ baseUrl: e.target.value })} />
      </Field>
      <Field
        label="Model"
        hint={
          listed
            ? 'The models the server offers.'
            : server.answer.state === 'answered'
              ? 'Any name the server takes.'
              : 'The server’s models are offered here once it answers (Test connection).'
        }
        error={fields.model}
      >
        {listed ? (
          <select value={form.model} onChange={(e) => change({ model: e.target.value })}>
            {!listed.some((entry) => entry.id === form.model) && (
              <option value={form.model}>
                {form.model === '' ? 'Pick a model' : `${form.model} (not offered by the server)`}
              </option>
            )}
            {listed.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.ownedBy ? `${entry.id} (${entry.ownedBy})` : entry.id}
              </option>
            ))}
          </select>
        ) : (
          <input value={form.model} onChange={(e) => change({ model: e.target.value })} />
        )}
      </Field>
      {server.answer.state === 'answered' && (
        <p className="form-actions">
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={() => setTyping(!typing)}
          >
            {typing ? 'Pick from the server’s list' : 'Type a model name instead'}
          </button>
        </p>
      )}
      <Field
        label="Timeout (seconds)"
        hint="1 to 300, for each wait on the server"
        error={fields.timeoutSeconds}
      >
        <input
          type="number"
          min={1}
          max={300}
          value={form.timeoutSeconds}
          onChange={(e) => change({ timeoutSeconds: e.target.value })}
        />
      </Field>
      <Field
        label="Token"
        hint={
          model.settings?.tokenConfigured
            ? 'A token is configured. Type a new one to replace it; it is never shown. A server address on another host or port drops it unless you type one.'
            : 'No token is configured. Type one if the server asks for it.'
        }
        error={fields.token}
      >
        <input
          type="password"
          autoComplete="off"
          value={form.token}
          disabled={form.removeToken}
          onChange={(e) => change({ token: e.target.value })}
        />
      </Field>
      {model.settings?.tokenConfigured && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.removeToken}
            onChange={(e) => change({ removeToken: e.target.checked })}
          />
          Remove the stored token
        </label>
      )}
      <p className="form-actions">
        <button type="submit" className="button button-primary" disabled={model.busy}>
          Save
        </button>
        <button
          type="button"
          className="button"
          disabled={!model.settings || server.answer.state === 'asking'}
          onClick={() => {
            setTested(true);
            void server.ask();
          }}
        >
          Test connection
        </button>
      </p>
      <p className="field-hint">Test connection asks the saved server for its models.</p>
      {tested &&
        (server.answer.state === 'failed' ? (
          <Banner>{answerWords(server.answer, model.settings)}</Banner>
        ) : (
          <Banner tone="info">{answerWords(server.answer, model.settings)}</Banner>
        ))}
    </form>
  );
}
