// The LLM client's configuration in memory: one row.
import type { LlmSettingsRepository } from '../../../../application/llm/ports/llm-settings.repository.js';
import { LLM_SETTINGS_NAME } from '../../../../domain/llm/llm.errors.js';
import type { LlmConfig } from '../../../../domain/llm/llm-config.js';
import { PreconditionFailed } from '../../../../domain/shared/precondition.js';
import type { MemoryStore } from '../memory-store.js';

const LLM_SETTINGS = 'llmSettings';
const SINGLETON_ID = 1;

export class MemoryLlmSettingsRepository implements LlmSettingsRepository {
  constructor(private readonly store: MemoryStore) {}

  async get(): Promise<LlmConfig | undefined> {
    return this.store.rows<LlmConfig>(LLM_SETTINGS).get(SINGLETON_ID);
  }

  async save(config: LlmConfig, unchangedFrom?: LlmConfig): Promise<void> {
    await this.store.write(() => {
      const rows = this.store.mutable<LlmConfig>(LLM_SETTINGS);
      if (unchangedFrom && rows.get(SINGLETON_ID)?.updatedAt !== unchangedFrom.updatedAt) {
        throw new PreconditionFailed(LLM_SETTINGS_NAME);
      }
      // LlmConfig is immutable, so the stored value cannot change behind the store's back.
      rows.set(SINGLETON_ID, config);
    });
  }
}
