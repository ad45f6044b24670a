import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { llmRoutes } from '../adapters/http/llm/llm.handlers.js';
import { OpenAiCompatibleLlmClient } from '../adapters/llm/openai-compatible-llm-client.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { GetLlmSettingsUseCase } from '../application/llm/get-llm-settings.use-case.js';
import type { LlmClient } from '../application/llm/ports/llm-client.js';
import type { LlmSettingsRepository } from '../application/llm/ports/llm-settings.repository.js';
import { PromptUseCase } from '../application/llm/prompt.use-case.js';
import { PutLlmSettingsUseCase } from '../application/llm/put-llm-settings.use-case.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import { TOKENS } from './tokens.js';

/** The language-model gateway (docs/api/llm.md). Needs TOKENS.logger, clock and unitOfWork from bindShared. */
export function bindLlm(container: Container, persistence: Persistence): void {
  container.bind(TOKENS.llmSettingsRepository).toConstantValue(persistence.llmSettings);
  container
    .bind(TOKENS.llmClient)
    .toResolvedValue((logger: Logger) => new OpenAiCompatibleLlmClient(logger), [TOKENS.logger]);

  container
    .bind(GetLlmSettingsUseCase)
    .toResolvedValue(
      (settings: LlmSettingsRepository) => new GetLlmSettingsUseCase(settings),
      [TOKENS.llmSettingsRepository],
    );
  container
    .bind(PutLlmSettingsUseCase)
    .toResolvedValue(
      (settings: LlmSettingsRepository, clock: Clock, uow: UnitOfWork) =>
        new PutLlmSettingsUseCase(settings, clock, uow),
      [TOKENS.llmSettingsRepository, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(PromptUseCase)
    .toResolvedValue(
      (settings: LlmSettingsRepository, client: LlmClient) => new PromptUseCase(settings, client),
      [TOKENS.llmSettingsRepository, TOKENS.llmClient],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (getSettings: GetLlmSettingsUseCase, putSettings: PutLlmSettingsUseCase, prompt: PromptUseCase) =>
        llmRoutes({ getSettings, putSettings, prompt }),
      [GetLlmSettingsUseCase, PutLlmSettingsUseCase, PromptUseCase],
    );
}
