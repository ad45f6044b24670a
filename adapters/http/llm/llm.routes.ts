import { z } from '@hono/zod-openapi';
import { jsonBody, jsonResponse, taggedRoutes } from '../openapi/common.js';
import { EVENT_STREAM_MEDIA_TYPE, eventStreamContent, streamEvent } from '../openapi/event-streams.js';
import {
  IfMatchHeaders,
  IfNoneMatchHeaders,
  NOT_MODIFIED_RESPONSE,
  taggedJsonResponse,
} from '../shared/conditional-requests.js';
import { mergePatchBody } from '../shared/merge-patch-request.js';
import {
  LlmModelListResponse,
  LlmSettingsPatch,
  LlmSettingsRequest,
  LlmSettingsResponse,
  PromptRequest,
  PromptResponse,
  PromptStreamRequest,
} from './llm.schemas.js';

const route = taggedRoutes('Language model');
const BASE = '/api/v1/lmstudio';
const IF_MATCH_412 =
  'With If-Match, a configuration that no longer has that entity tag (or none stored) is a 412 and nothing is written.';

const EVENTS_CONTENT = eventStreamContent([
  streamEvent({ const: 'delta' }, 'PromptStreamDelta'),
  streamEvent({ const: 'done' }, 'PromptStreamDone'),
  streamEvent({ const: 'error' }, 'Problem'),
]);

const EventStream = z.string().openapi({
  ...EVENTS_CONTENT,
  description:
    'Server-Sent Events: any number of `delta` events (data: PromptStreamDelta), then exactly one of ' +
    '`done` (data: PromptStreamDone) or `error` (data: Problem, with the code and status the same ' +
    'failure gets before the stream starts). Each data is one line of JSON.',
  example:
    'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n' +
    'event: done\ndata: {"model":"qwen2.5-7b-instruct","finishReason":"stop","usage":{"total_tokens":19}}\n\n',
});

const streamedReply = {
  headers: z.object({
    'Cache-Control': z.string().openapi({ example: 'no-store' }),
    'X-Accel-Buffering': z.string().openapi({
      description: 'Asks a buffering proxy (nginx) to pass events on at once',
      example: 'no',
    }),
  }),
  content: { [EVENT_STREAM_MEDIA_TYPE]: { schema: EventStream } },
};

/** In mount order. */
export const llmRoutes = {
  getSettings: route('getLlmSettings', 'get', `${BASE}/settings`, {
    summary: 'Read the language-model server configuration',
    description: 'The token is never returned; `tokenConfigured` tells whether one is stored.',
    access: 'llm:administer',
    errors: [404],
    request: { headers: IfNoneMatchHeaders },
    responses: {
      200: taggedJsonResponse(LlmSettingsResponse, 'The configuration'),
      304: NOT_MODIFIED_RESPONSE,
    },
  }),
  putSettings: route('updateLlmSettings', 'put', `${BASE}/settings`, {
    summary: 'Create or replace the language-model server configuration',
    description:
      'Read by every prompt call, so a change applies to the next prompt without a restart. ' +
      'Only http and https servers are accepted. ' +
      IF_MATCH_412,
    access: 'llm:administer',
    errors: [412],
    request: { headers: IfMatchHeaders, body: jsonBody(LlmSettingsRequest) },
    responses: { 200: taggedJsonResponse(LlmSettingsResponse, 'The stored configuration') },
  }),
  patchSettings: route('patchLlmSettings', 'patch', `${BASE}/settings`, {
    summary: 'Change the language-model server configuration (JSON Merge Patch)',
    description:
      'Applied to the stored configuration, then checked and written as a PUT body: a token left out ' +
      `(or null) is kept, "" removes it. 404 until a configuration is stored. ${IF_MATCH_412}`,
    access: 'llm:administer',
    errors: [404, 409, 412],
    request: { headers: IfMatchHeaders, body: mergePatchBody(LlmSettingsPatch) },
    responses: { 200: taggedJsonResponse(LlmSettingsResponse, 'The stored configuration') },
  }),
  listModels: route('listLlmModels', 'get', `${BASE}/models`, {
    summary: 'List the models the configured language-model server offers',
    description:
      'Calls GET {baseUrl}/v1/models. 503 until configured; 502 when the server is unreachable or answers ' +
      'with an error or something that is not a model list; 504 when it takes longer than timeoutSeconds.',
    access: 'llm:use',
    errors: [502, 503, 504],
    responses: { 200: jsonResponse(LlmModelListResponse, 'The models and the configured one') },
  }),
  prompt: route('sendPrompt', 'post', `${BASE}/prompt`, {
    writes: false,
    expensive: true,
    summary: 'Send a prompt to the configured language-model server',
    description:
      'Calls POST {baseUrl}/v1/chat/completions. 503 until configured; 502 when the server is ' +
      'unreachable or answers with an error or a malformed reply; 504 when it takes longer than timeoutSeconds.',
    access: 'llm:use',
    errors: [502, 503, 504],
    request: { body: jsonBody(PromptRequest) },
    responses: {
      200: {
        description:
          'The completion; with `"stream": true`, the reply as a stream of events (see /prompt/stream)',
        headers: streamedReply.headers,
        content: {
          'application/json': { schema: PromptResponse },
          [EVENT_STREAM_MEDIA_TYPE]: { schema: EventStream },
        },
      },
    },
  }),
  promptStream: route('streamPrompt', 'post', `${BASE}/prompt/stream`, {
    writes: false,
    expensive: true,
    summary: 'Send a prompt and receive the reply as it is written (Server-Sent Events)',
    description:
      'The body (where `stream` can only be true) and the errors before the stream starts are those of ' +
      'POST /prompt; the upstream call asks ' +
      'for `stream: true`. timeoutSeconds bounds each wait on the server: for its reply to start, then for ' +
      'every next piece. A failure after the start is an `error` event; closing the connection stops the ' +
      'upstream request.',
    access: 'llm:use',
    errors: [502, 503, 504],
    request: { body: jsonBody(PromptStreamRequest) },
    responses: { 200: { description: 'The reply as a stream of events', ...streamedReply } },
  }),
};
