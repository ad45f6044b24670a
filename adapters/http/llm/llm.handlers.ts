import type { OpenAPIHono } from '@hono/zod-openapi';
import type { GetLlmSettingsUseCase } from '../../../application/llm/get-llm-settings.use-case.js';
import type { PromptUseCase } from '../../../application/llm/prompt.use-case.js';
import type { PutLlmSettingsUseCase } from '../../../application/llm/put-llm-settings.use-case.js';
import type { AppEnv } from '../app-env.js';
import { getLlmSettingsRoute, promptRoute, putLlmSettingsRoute } from './llm.routes.js';
import { toLlmSettingsResponse, toPromptResponse } from './llm.schemas.js';

export interface LlmUseCases {
  readonly getSettings: GetLlmSettingsUseCase;
  readonly putSettings: PutLlmSettingsUseCase;
  readonly prompt: PromptUseCase;
}

export function llmRoutes(useCases: LlmUseCases) {
  return (app: OpenAPIHono<AppEnv>) => {
    app.openapi(getLlmSettingsRoute, async (c) =>
      c.json(toLlmSettingsResponse(await useCases.getSettings.execute()), 200),
    );

    app.openapi(putLlmSettingsRoute, async (c) => {
      const { baseUrl, model, timeoutSeconds, token } = c.req.valid('json');
      const stored = await useCases.putSettings.execute({ baseUrl, model, timeoutSeconds, token });
      return c.json(toLlmSettingsResponse(stored), 200);
    });

    app.openapi(promptRoute, async (c) => {
      const { prompt, system } = c.req.valid('json');
      return c.json(toPromptResponse(await useCases.prompt.execute({ prompt, system })), 200);
    });
  };
}
