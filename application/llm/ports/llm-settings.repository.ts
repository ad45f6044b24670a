import type { LlmConfig } from '../../../domain/llm/llm-config.js';

/** The one global language-model configuration. */
export interface LlmSettingsRepository {
  /** The stored configuration, or undefined until an administrator has saved one. */
  get(): Promise<LlmConfig | undefined>;
  /** Creates or replaces the configuration. */
  save(config: LlmConfig): Promise<void>;
}
