import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Field } from '../ui/field';
import { useConversation } from './use-conversation';

const STATE_WORDS = { writing: 'Writing…', done: 'Done', stopped: 'Stopped', failed: 'Failed' } as const;

/** A prompt sent to the model, its reply shown as it is written; each prompt goes on its own. */
export function PromptPlayground() {
  const { turns, writing, send, stop } = useConversation();
  const [prompt, setPrompt] = useState('');
  const [system, setSystem] = useState('');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!prompt.trim() || writing) return;
    void send(prompt, system);
    setPrompt('');
  };
  // Ctrl+Enter (⌘+Enter) sends, as in chat tools; Enter alone starts a new line.
  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <section className="card playground" aria-labelledby="playground-title">
      <h2 id="playground-title">Conversation</h2>
      <p className="muted">Each prompt is sent on its own: the model does not see the earlier ones.</p>
      <ol className="conversation">
        {turns.map((turn, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended
          <li key={index} className="turn">
            <p className="turn-prompt">{turn.prompt}</p>
            <div className="turn-reply" aria-busy={turn.state === 'writing'}>
              {turn.reply}
            </div>
            <p className={turn.state === 'failed' ? 'field-error' : 'muted'} role="status">
              {STATE_WORDS[turn.state]}
              {turn.note && turn.state !== 'stopped' ? `: ${turn.note}` : ''}
            </p>
          </li>
        ))}
      </ol>
      <form className="prompt-form" onSubmit={submit}>
        <Field label="Instructions (optional)">
          <textarea rows={2} value={system} onChange={(e) => setSystem(e.target.value)} />
        </Field>
        <Field label="Prompt" hint="Ctrl+Enter sends">
          <textarea
            rows={4}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            onKeyDown={sendOnCtrlEnter}
          />
        </Field>
        <p className="page-actions">
          <button type="submit" className="button button-primary" disabled={writing || !prompt.trim()}>
            Send
          </button>
          <button type="button" className="button" onClick={stop} disabled={!writing}>
            Stop
          </button>
        </p>
      </form>
    </section>
  );
}
