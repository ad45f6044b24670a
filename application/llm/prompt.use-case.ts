import { chatPrompt } from '../../domain/llm/chat-prompt.js';
import { completionRequest, configuredServer } from './configured-server.js';
import type { Completion, CompletionRequest, CompletionStream, LlmClient } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

export interface PromptCommand {
  readonly prompt: string;
  readonly system?: string | null;
}

/** Sends one prompt to the configured server: for the whole reply, or for the reply as it is written. */
export class PromptUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly client: LlmClient,
  ) {}

  async execute(command: PromptCommand): Promise<Completion> {
    return this.client.complete(await this.request(command));
  }

  /**
   * Hands the reply on as the server writes it. Everything that can fail before the server
   * starts its reply fails here, as the whole-reply prompt does.
   */
  async stream(command: PromptCommand, signal: AbortSignal): Promise<CompletionStream> {
    return this.client.streamCompletion(await this.request(command), signal);
  }

  private async request(command: PromptCommand): Promise<CompletionRequest> {
    const question = chatPrompt(command.prompt, command.system);
    return completionRequest(await configuredServer(this.settings), question);
  }
}
