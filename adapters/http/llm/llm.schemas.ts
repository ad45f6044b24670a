import { z } from '@hono/zod-openapi';
import type { LlmModelList } from '../../../application/llm/list-llm-models.use-case.js';
import type { Completion, CompletionEnd } from '../../../application/llm/ports/llm-client.js';
import { MAX_PROMPT_LENGTH, MAX_SYSTEM_LENGTH } from '../../../domain/llm/chat-prompt.js';
import {
  type LlmConfig,
  MAX_BASE_URL_LENGTH,
  MAX_MODEL_LENGTH,
  MAX_TIMEOUT_SECONDS,
  MAX_TOKEN_LENGTH,
} from '../../../domain/llm/llm-config.js';
import { ServerOwned } from '../openapi/common.js';
import { mergePatchSchema } from '../shared/merge-patch-request.js';

// The schemas check the shape only; the rules (and their 400s naming the field) live in the domain.

const BaseUrl = z.string().openapi({
  description:
    'Root of an OpenAI-compatible server, without /v1/chat/completions: absolute http or https URL, ' +
    `no credentials, query or fragment, at most ${MAX_BASE_URL_LENGTH} characters`,
  format: 'uri',
  maxLength: MAX_BASE_URL_LENGTH,
  example: 'http://lmstudio:1234',
});

const Model = z.string().openapi({
  description: `Identifier of the model loaded on the server; non-blank, at most ${MAX_MODEL_LENGTH} characters`,
  minLength: 1,
  maxLength: MAX_MODEL_LENGTH,
  example: 'qwen2.5-7b-instruct',
});

const TimeoutSeconds = z.number().openapi({
  type: 'integer',
  minimum: 1,
  maximum: MAX_TIMEOUT_SECONDS,
  description:
    'Covers connecting and the whole request, reading the reply included; for a streamed prompt, ' +
    'each wait on the server (for the reply to start, then for every next piece)',
  example: 60,
});

export const LlmSettingsRequest = z
  .strictObject({
    baseUrl: BaseUrl,
    model: Model,
    timeoutSeconds: TimeoutSeconds,
    token: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description:
          'Bearer credential for the server, without the "Bearer " prefix; at most ' +
          `${MAX_TOKEN_LENGTH} visible ASCII characters (":" allowed). Omitted or null keeps the stored ` +
          'token unless baseUrl moves to another origin (scheme, host, port), which drops it; "" removes it. ' +
          'Stored unencrypted; never returned.',
        maxLength: MAX_TOKEN_LENGTH,
        format: 'password',
      }),
    tokenConfigured: ServerOwned,
  })
  .openapi('LlmSettingsRequest', {
    example: { baseUrl: 'http://localhost:1234', model: 'qwen2.5-7b-instruct', timeoutSeconds: 60 },
  });

export type LlmSettingsInput = z.infer<typeof LlmSettingsRequest>;

export const LlmSettingsPatch = mergePatchSchema(LlmSettingsRequest, 'LlmSettingsPatch').openapi({
  example: { model: 'llama-3.1-8b-instruct' },
});

export const LlmSettingsResponse = z
  .object({
    baseUrl: z.string().openapi({ example: 'http://lmstudio:1234' }),
    model: z.string().openapi({ example: 'qwen2.5-7b-instruct' }),
    timeoutSeconds: z.number().int().openapi({ example: 60 }),
    tokenConfigured: z.boolean().openapi({ description: 'True when a token is stored' }),
  })
  .openapi('LlmSettings');

/** What both prompt paths read. */
const promptFields = {
  prompt: z.string().openapi({
    description: 'The user message',
    minLength: 1,
    maxLength: MAX_PROMPT_LENGTH,
    example: 'Summarise the open tasks in one sentence.',
  }),
  system: z.string().nullable().optional().openapi({
    description: 'Optional system message, sent before the prompt when not empty',
    maxLength: MAX_SYSTEM_LENGTH,
    example: 'You are a concise assistant.',
  }),
};

const PROMPT_EXAMPLE = {
  prompt: 'Suggest a label for a task about booking a venue',
  system: 'Answer in five words or fewer',
};

export const PromptRequest = z
  .strictObject({
    ...promptFields,
    stream: z
      .boolean()
      .optional()
      .openapi({
        description:
          'true: the reply as Server-Sent Events while it is written, as POST /prompt/stream answers; ' +
          'false or absent: one JSON completion',
      }),
  })
  .openapi('PromptRequest', { example: PROMPT_EXAMPLE });

/** The streamed prompt's body: `stream` may be left out, or say what the path already does. */
export const PromptStreamRequest = z
  .strictObject({
    ...promptFields,
    stream: z
      .literal(true)
      .optional()
      .openapi({ description: 'Left out, or true: this path always streams (false is POST /prompt)' }),
  })
  .openapi('PromptStreamRequest', { example: PROMPT_EXAMPLE });

/** What a reply names, streamed or not: the model and, when the server counts them, its tokens. */
const ANSWERED_BY = z.string().openapi({ description: 'The model that answered, as the server reports it' });
const USAGE = z
  .record(z.string(), z.unknown())
  .optional()
  .openapi({ description: 'Token accounting as the server reports it, when it does' });

export const PromptResponse = z
  .object({
    model: ANSWERED_BY,
    content: z.string().openapi({ description: 'choices[0].message.content of the reply' }),
    usage: USAGE,
  })
  .openapi('PromptResponse');

/** The `data` of a `delta` event of a streamed prompt. */
export const PromptStreamDelta = z
  .object({ text: z.string().openapi({ description: 'The next piece of the reply, never empty' }) })
  .openapi('PromptStreamDelta');

/** The `data` of the `done` event that ends a streamed prompt that went through. */
export const PromptStreamDone = z
  .object({
    model: ANSWERED_BY,
    finishReason: z
      .string()
      .nullable()
      .openapi({ description: 'Why the model stopped (stop, length, …), null when the server does not say' }),
    usage: USAGE,
  })
  .openapi('PromptStreamDone');

export const LlmModelListResponse = z
  .object({
    configuredModel: z.string().openapi({ description: 'The model of the settings, which prompts go to' }),
    models: z
      .array(
        z.object({
          id: z
            .string()
            .openapi({ description: "What to put in the settings' model", example: 'qwen2.5-7b-instruct' }),
          ownedBy: z.string().optional().openapi({ description: 'The owner the server names, when it does' }),
        }),
      )
      .openapi({ description: 'The models the server offers, in its order' }),
  })
  .openapi('LlmModelList');

export function toLlmSettingsResponse(config: LlmConfig): z.infer<typeof LlmSettingsResponse> {
  return {
    baseUrl: config.baseUrl,
    model: config.model,
    timeoutSeconds: config.timeoutSeconds,
    tokenConfigured: config.tokenConfigured,
  };
}

export function toPromptResponse(completion: Completion): z.infer<typeof PromptResponse> {
  return {
    model: completion.model,
    content: completion.content,
    ...(completion.usage !== undefined && { usage: { ...completion.usage } }),
  };
}

export function toPromptStreamDone(end: CompletionEnd): z.infer<typeof PromptStreamDone> {
  return {
    model: end.model,
    finishReason: end.finishReason,
    ...(end.usage !== undefined && { usage: { ...end.usage } }),
  };
}

export function toLlmModelListResponse(list: LlmModelList): z.infer<typeof LlmModelListResponse> {
  return {
    configuredModel: list.configuredModel,
    models: list.models.map((model) => ({
      id: model.id,
      ...(model.ownedBy !== undefined && { ownedBy: model.ownedBy }),
    })),
  };
}
