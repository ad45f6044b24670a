import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { GetLlmSettingsUseCase } from './get-llm-settings.use-case.js';
import { ListLlmModelsUseCase } from './list-llm-models.use-case.js';
import type { LlmClient } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';
import { PromptUseCase } from './prompt.use-case.js';
import { PutLlmSettingsUseCase } from './put-llm-settings.use-case.js';

export interface LlmDeps {
  readonly llmSettings: LlmSettingsRepository;
  readonly llmClient: LlmClient;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
}

export type LlmUseCases = ReturnType<typeof llmUseCases>;

export function llmUseCases({ llmSettings, llmClient, clock, unitOfWork }: LlmDeps) {
  return {
    getSettings: new GetLlmSettingsUseCase(llmSettings),
    putSettings: new PutLlmSettingsUseCase(llmSettings, clock, unitOfWork),
    prompt: new PromptUseCase(llmSettings, llmClient),
    listModels: new ListLlmModelsUseCase(llmSettings, llmClient),
  };
}
