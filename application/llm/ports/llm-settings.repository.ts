import type { LlmConfig } from '../../../domain/llm/llm-config.js';

/** The one global language-model configuration. */
export interface LlmSettingsRepository {
  /** The stored configuration, or undefined until an administrator has saved one. */
  get(): Promise<LlmConfig | undefined>;
  /**
   * Creates or replaces the configuration. Given `unchangedFrom` (If-Match), it writes only if
   * the stored configuration is still that one (same `updatedAt`); else it throws PreconditionFailed.
   */
  save(config: LlmConfig, unchangedFrom?: LlmConfig): Promise<void>;
}
