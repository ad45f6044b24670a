import { LlmSettingsNotFound } from '../../domain/llm/llm.errors.js';
import type { LlmConfig } from '../../domain/llm/llm-config.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

export class GetLlmSettingsUseCase {
  constructor(private readonly settings: LlmSettingsRepository) {}

  async execute(): Promise<LlmConfig> {
    const config = await this.settings.get();
    if (!config) throw new LlmSettingsNotFound();
    return config;
  }
}
