import type { Container } from 'inversify';
import { llmHttp } from '../adapters/http/llm/llm.handlers.js';
import { OpenAiCompatibleLlmClient } from '../adapters/llm/openai-compatible-llm-client.js';
import { meteredLlmClient } from '../adapters/metrics/metered-llm-client.js';
import { llmUseCases } from '../application/llm/llm.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { TOKENS } from './tokens.js';

/** The language-model gateway (docs/api/llm.md). */
export function bindLlm(container: Container, deps: ModuleDeps): void {
  const llmSettings = deps.persistence.llmSettings;
  const llmClient = meteredLlmClient(new OpenAiCompatibleLlmClient(deps.logger), deps.metrics);
  container.bind(TOKENS.llmSettingsRepository).toConstantValue(llmSettings);
  container
    .bind(TOKENS.httpModules)
    .toConstantValue(llmHttp(llmUseCases({ ...deps, llmSettings, llmClient })));
}
