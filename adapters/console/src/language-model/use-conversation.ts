import { useRef, useState } from 'react';
import { streamPrompt } from './stream-prompt';

export interface Turn {
  readonly prompt: string;
  readonly reply: string;
  readonly state: 'writing' | 'done' | 'stopped' | 'failed';
  /** The model that answered, or the problem in words. */
  readonly note?: string;
}

/** The prompts sent and their replies, the last one growing as the model writes it; Stop aborts it. */
export function useConversation() {
  const [turns, setTurns] = useState<Turn[]>([]);
  const controller = useRef<AbortController>(undefined);
  const writing = turns.at(-1)?.state === 'writing';

  const updateLast = (change: (turn: Turn) => Turn) =>
    setTurns((all) => [...all.slice(0, -1), change(all[all.length - 1] as Turn)]);

  const send = async (prompt: string, system: string) => {
    const abort = new AbortController();
    controller.current = abort;
    setTurns((all) => [...all, { prompt, reply: '', state: 'writing' }]);
    try {
      await streamPrompt({ prompt, ...(system.trim() ? { system } : {}) }, abort.signal, {
        onText: (text) => updateLast((turn) => ({ ...turn, reply: turn.reply + text })),
        onDone: (model) => updateLast((turn) => ({ ...turn, state: 'done', note: model })),
        onProblem: (words) => updateLast((turn) => ({ ...turn, state: 'failed', note: words })),
      });
    } catch {
      updateLast((turn) =>
        abort.signal.aborted
          ? { ...turn, state: 'stopped', note: 'Stopped.' }
          : {
              ...turn,
              state: 'failed',
              note: 'The service cannot be reached. Check the connection and try again.',
            },
      );
    }
  };

  const stop = () => controller.current?.abort();
  return { turns, writing, send, stop };
}
