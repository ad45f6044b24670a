import { configuredServer, serverAccess } from './configured-server.js';
import type { LlmClient, LlmModel } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

export interface LlmModelList {
  /** The model prompts go to, from the settings. */
  readonly configuredModel: string;
  /** What the configured server offers, in the server's order. */
  readonly models: readonly LlmModel[];
}

/** Asks the configured server which models it offers. */
export class ListLlmModelsUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly client: LlmClient,
  ) {}

  async execute(): Promise<LlmModelList> {
    const config = await configuredServer(this.settings);
    const models = await this.client.listModels(serverAccess(config));
    return { configuredModel: config.model, models };
  }
}
