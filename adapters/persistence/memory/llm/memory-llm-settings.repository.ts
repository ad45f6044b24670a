// The LLM client's configuration in memory: one row.
import type { LlmSettingsRepository } from '../../../../application/llm/ports/llm-settings.repository.js';
import type { LlmConfig } from '../../../../domain/llm/llm-config.js';
import type { MemoryStore } from '../memory-store.js';

const LLM_SETTINGS = 'llmSettings';
const SINGLETON_ID = 1;

export class MemoryLlmSettingsRepository implements LlmSettingsRepository {
  constructor(private readonly store: MemoryStore) {}

  async get(): Promise<LlmConfig | undefined> {
    return this.store.rows<LlmConfig>(LLM_SETTINGS).get(SINGLETON_ID);
  }

  async save(config: LlmConfig): Promise<void> {
    // LlmConfig is immutable, so the stored value cannot change behind the store's back.
    await this.store.write(() => this.store.mutable<LlmConfig>(LLM_SETTINGS).set(SINGLETON_ID, config));
  }
}
