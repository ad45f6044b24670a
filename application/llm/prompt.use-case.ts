import { chatPrompt } from '../../domain/llm/chat-prompt.js';
import { LlmNotConfigured } from '../../domain/llm/llm.errors.js';
import type { Completion, LlmClient } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

export interface PromptCommand {
  readonly prompt: string;
  readonly system?: string | null;
}

/**
 * Sends one prompt to the configured server. The configuration is read on every call,
 * never cached, so a change applies to the very next prompt without a restart (docs/api/llm.md#llm-operations).
 */
export class PromptUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly client: LlmClient,
  ) {}

  async execute(command: PromptCommand): Promise<Completion> {
    const question = chatPrompt(command.prompt, command.system);
    const config = await this.settings.get();
    if (!config) throw new LlmNotConfigured();
    return this.client.complete({
      baseUrl: config.baseUrl,
      model: config.model,
      token: config.token,
      timeoutSeconds: config.timeoutSeconds,
      ...question,
    });
  }
}
