import type { Context } from 'hono';
import type { LlmUseCases } from '../../../application/llm/llm.use-cases.js';
import { LLM_SETTINGS_NAME } from '../../../domain/llm/llm.errors.js';
import type { LlmConfig, LlmSettingsChanges } from '../../../domain/llm/llm-config.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { llmRoutes } from './llm.routes.js';
import {
  type LlmSettingsInput,
  LlmSettingsRequest,
  PromptStreamDelta,
  PromptStreamDone,
  toLlmModelListResponse,
  toLlmSettingsResponse,
  toPromptResponse,
} from './llm.schemas.js';
import { EVENT_STREAM_HEADERS, promptEventStream } from './prompt-event-stream.js';

/**
 * What the ETag is computed from: the representation and the time of the last write, since a
 * new token does not show in the representation (`tokenConfigured` stays true).
 */
function versioned(config: LlmConfig) {
  return { ...toLlmSettingsResponse(config), updatedAt: config.updatedAt };
}

function settingsChanges({ baseUrl, model, timeoutSeconds, token }: LlmSettingsInput): LlmSettingsChanges {
  return { baseUrl, model, timeoutSeconds, token };
}

function llmHandlers(useCases: LlmUseCases): Handlers<typeof llmRoutes> {
  return {
    getSettings: async (c) => {
      const config = await useCases.getSettings.execute();
      return conditionalJson(c, toLlmSettingsResponse(config), versioned(config));
    },
    putSettings: async (c) => {
      const precondition = ifMatch(c, versioned);
      const stored = await useCases.putSettings.execute(settingsChanges(c.req.valid('json')), precondition);
      return taggedJson(c, toLlmSettingsResponse(stored), 200, {}, versioned(stored));
    },
    patchSettings: async (c) => {
      const stored = await applyMergePatch(c, c.req.valid('json'), {
        name: LLM_SETTINGS_NAME,
        read: () => useCases.getSettings.execute(),
        represent: versioned,
        // The token is never shown, so the body to patch leaves it out: kept unless the patch names it.
        putBody: ({ baseUrl, model, timeoutSeconds }) => ({ baseUrl, model, timeoutSeconds }),
        schema: LlmSettingsRequest,
        write: (body, precondition) => useCases.putSettings.execute(settingsChanges(body), precondition),
      });
      return taggedJson(c, toLlmSettingsResponse(stored), 200, {}, versioned(stored));
    },
    listModels: async (c) => c.json(toLlmModelListResponse(await useCases.listModels.execute()), 200),
    prompt: async (c) => {
      const { prompt, system, stream } = c.req.valid('json');
      if (stream) return streamed(c, useCases, { prompt, system });
      return c.json(toPromptResponse(await useCases.prompt.execute({ prompt, system })), 200);
    },
    promptStream: async (c) => {
      const { prompt, system } = c.req.valid('json');
      return streamed(c, useCases, { prompt, system });
    },
  };
}

/** The reply as Server-Sent Events; the upstream call stops when the client goes or the stream is cancelled. */
async function streamed(
  c: Context,
  useCases: LlmUseCases,
  request: { prompt: string; system?: string | null },
) {
  // Aborted when the response stream is cancelled or the connection closes, whichever is seen first.
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, c.req.raw.signal]);
  const events = await useCases.prompt.stream(request, signal);
  return c.body(promptEventStream(c, events, stop), 200, EVENT_STREAM_HEADERS);
}

export function llmHttp(useCases: LlmUseCases): HttpModule {
  const mount = httpModule(llmRoutes, llmHandlers(useCases));
  return (app) => {
    mount(app);
    // The stream's events refer to their payloads by name (llm.routes.ts): registered, they are components.
    app.openAPIRegistry.register('PromptStreamDelta', PromptStreamDelta);
    app.openAPIRegistry.register('PromptStreamDone', PromptStreamDone);
  };
}
