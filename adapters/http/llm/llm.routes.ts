import { defineRoute, jsonBody, jsonResponse } from '../openapi/common.js';
import { LlmSettingsRequest, LlmSettingsResponse, PromptRequest, PromptResponse } from './llm.schemas.js';

const TAGS = ['Language model'];
const BASE = '/api/v1/lmstudio';
const ADMIN = ['ADMIN'] as const;
const ADMIN_OR_USER = ['ADMIN', 'USER'] as const;

const getLlmSettingsRoute = defineRoute({
  method: 'get',
  path: `${BASE}/settings`,
  tags: TAGS,
  summary: 'Read the language-model server configuration',
  description: 'The token is never returned; `tokenConfigured` tells whether one is stored.',
  access: ADMIN,
  errors: [404],
  responses: { 200: jsonResponse(LlmSettingsResponse, 'The configuration') },
});

const putLlmSettingsRoute = defineRoute({
  method: 'put',
  path: `${BASE}/settings`,
  tags: TAGS,
  summary: 'Create or replace the language-model server configuration',
  description:
    'Read by every prompt call, so a change applies to the next prompt without a restart. ' +
    'Only http and https servers are accepted.',
  access: ADMIN,
  request: { body: jsonBody(LlmSettingsRequest) },
  responses: { 200: jsonResponse(LlmSettingsResponse, 'The stored configuration') },
});

const promptRoute = defineRoute({
  method: 'post',
  path: `${BASE}/prompt`,
  tags: TAGS,
  summary: 'Send a prompt to the configured language-model server',
  description:
    'Calls POST {baseUrl}/v1/chat/completions. 503 until configured; 502 when the server is ' +
    'unreachable or answers with an error or a malformed reply; 504 when it takes longer than timeoutSeconds.',
  access: ADMIN_OR_USER,
  errors: [502, 503, 504],
  request: { body: jsonBody(PromptRequest) },
  responses: { 200: jsonResponse(PromptResponse, 'The completion') },
});

/** In mount order. */
export const llmRoutes = {
  getSettings: getLlmSettingsRoute,
  putSettings: putLlmSettingsRoute,
  prompt: promptRoute,
};
