import { chatPrompt } from '../../domain/llm/chat-prompt.js';
import { completionRequest, configuredServer } from './configured-server.js';
import type { Completion, LlmClient } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

export interface PromptCommand {
  readonly prompt: string;
  readonly system?: string | null;
}

/** Sends one prompt to the configured server and waits for the whole reply. */
export class PromptUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly client: LlmClient,
  ) {}

  async execute(command: PromptCommand): Promise<Completion> {
    const question = chatPrompt(command.prompt, command.system);
    const config = await configuredServer(this.settings);
    return this.client.complete(completionRequest(config, question));
  }
}
