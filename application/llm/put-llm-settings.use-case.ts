import { LLM_SETTINGS_NAME } from '../../domain/llm/llm.errors.js';
import { LlmConfig, type LlmSettingsChanges } from '../../domain/llm/llm-config.js';
import {
  assertPrecondition,
  type Precondition,
  PreconditionFailed,
} from '../../domain/shared/precondition.js';
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

  /**
   * With a precondition (If-Match), a configuration must be stored and meet it, and the save is
   * guarded on it: a write in between is never overwritten.
   */
  execute(changes: LlmSettingsChanges, precondition?: Precondition<LlmConfig>): Promise<LlmConfig> {
    return this.uow.run(async () => {
      const current = await this.settings.get();
      if (precondition && !current) throw new PreconditionFailed(LLM_SETTINGS_NAME);
      if (current) assertPrecondition(precondition, current, LLM_SETTINGS_NAME);
      const now = this.clock.now();
      const next = current ? current.reconfigure(changes, now) : LlmConfig.create(changes, now);
      await this.settings.save(next, precondition ? current : undefined);
      return next;
    });
  }
}
