import { type ErrorDetail, InvalidInput } from '../shared/domain-error.js';

export const MAX_PROMPT_LENGTH = 100_000;
export const MAX_SYSTEM_LENGTH = 100_000;

/** One question for the language model, with optional instructions (D6). */
export interface ChatPrompt {
  readonly prompt: string;
  /** Absent when the caller gave none; an empty system message is never sent. */
  readonly system?: string;
}

export function chatPrompt(prompt: string, system?: string | null): ChatPrompt {
  const errors: ErrorDetail[] = [];
  if (prompt.length === 0 || prompt.length > MAX_PROMPT_LENGTH) {
    errors.push({ path: 'prompt', message: `must be 1 to ${MAX_PROMPT_LENGTH} characters` });
  }
  if (system !== undefined && system !== null && system.length > MAX_SYSTEM_LENGTH) {
    errors.push({ path: 'system', message: `must be at most ${MAX_SYSTEM_LENGTH} characters` });
  }
  if (errors.length > 0) throw new InvalidInput('LLM.INVALID_PROMPT', 'The prompt is not valid', errors);
  return system ? { prompt, system } : { prompt };
}
