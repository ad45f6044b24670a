import { chatPrompt } from '../../domain/llm/chat-prompt.js';
import { completionRequest, configuredServer } from './configured-server.js';
import type { CompletionStream, LlmClient } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';
import type { PromptCommand } from './prompt.use-case.js';

/**
 * Sends one prompt and hands the reply on as the server writes it. Everything that can fail
 * before the server starts its reply fails here, as the whole-reply prompt does.
 */
export class StreamPromptUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly client: LlmClient,
  ) {}

  async execute(command: PromptCommand, signal: AbortSignal): Promise<CompletionStream> {
    const question = chatPrompt(command.prompt, command.system);
    const config = await configuredServer(this.settings);
    return this.client.streamCompletion(completionRequest(config, question), signal);
  }
}
