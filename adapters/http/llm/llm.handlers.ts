import type { GetLlmSettingsUseCase } from '../../../application/llm/get-llm-settings.use-case.js';
import type { PromptUseCase } from '../../../application/llm/prompt.use-case.js';
import type { PutLlmSettingsUseCase } from '../../../application/llm/put-llm-settings.use-case.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { llmRoutes } from './llm.routes.js';
import { toLlmSettingsResponse, toPromptResponse } from './llm.schemas.js';

export interface LlmUseCases {
  readonly getSettings: GetLlmSettingsUseCase;
  readonly putSettings: PutLlmSettingsUseCase;
  readonly prompt: PromptUseCase;
}

function llmHandlers(useCases: LlmUseCases): Handlers<typeof llmRoutes> {
  return {
    getSettings: async (c) => c.json(toLlmSettingsResponse(await useCases.getSettings.execute()), 200),
    putSettings: async (c) => {
      const { baseUrl, model, timeoutSeconds, token } = c.req.valid('json');
      const stored = await useCases.putSettings.execute({ baseUrl, model, timeoutSeconds, token });
      return c.json(toLlmSettingsResponse(stored), 200);
    },
    prompt: async (c) => {
      const { prompt, system } = c.req.valid('json');
      return c.json(toPromptResponse(await useCases.prompt.execute({ prompt, system })), 200);
    },
  };
}

export function llmHttp(useCases: LlmUseCases): HttpModule {
  return httpModule(llmRoutes, llmHandlers(useCases));
}
