import { LlmConfig, type LlmSettingsChanges } from '../../domain/llm/llm-config.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

/** Creates or replaces the configuration; the stored token is kept unless the request changes it. */
export class PutLlmSettingsUseCase {
  constructor(
    private readonly settings: LlmSettingsRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(changes: LlmSettingsChanges): Promise<LlmConfig> {
    return this.uow.run(async () => {
      const current = await this.settings.get();
      const now = this.clock.now();
      const next = current ? current.reconfigure(changes, now) : LlmConfig.create(changes, now);
      await this.settings.save(next);
      return next;
    });
  }
}
