import { type ErrorDetail, InvalidInput } from '../shared/domain-error.js';
import { multiLineProblem } from '../shared/text.js';

export const MAX_PROMPT_LENGTH = 100_000;
export const MAX_SYSTEM_LENGTH = 100_000;

/** One question for the language model, with optional instructions; both multi-line text (docs/api/text.md). */
export interface ChatPrompt {
  readonly prompt: string;
  /** Absent when the caller gave none; an empty system message is never sent. */
  readonly system?: string;
}

export function chatPrompt(prompt: string, system?: string | null): ChatPrompt {
  const errors: ErrorDetail[] = [];
  const promptProblem =
    prompt.length === 0 || prompt.length > MAX_PROMPT_LENGTH
      ? `must be 1 to ${MAX_PROMPT_LENGTH} characters`
      : multiLineProblem(prompt);
  if (promptProblem) errors.push({ path: 'prompt', message: promptProblem });
  if (system !== undefined && system !== null) {
    const systemProblem =
      system.length > MAX_SYSTEM_LENGTH
        ? `must be at most ${MAX_SYSTEM_LENGTH} characters`
        : multiLineProblem(system);
    if (systemProblem) errors.push({ path: 'system', message: systemProblem });
  }
  if (errors.length > 0) throw new InvalidInput('LLM.INVALID_PROMPT', 'The prompt is not valid', errors);
  return system ? { prompt, system } : { prompt };
}
