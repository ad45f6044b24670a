import type { ChatPrompt } from '../../domain/llm/chat-prompt.js';
import { LlmNotConfigured } from '../../domain/llm/llm.errors.js';
import type { LlmConfig } from '../../domain/llm/llm-config.js';
import type { CompletionRequest, LlmServerAccess } from './ports/llm-client.js';
import type { LlmSettingsRepository } from './ports/llm-settings.repository.js';

/**
 * The configuration as stored now. Read on every call, never cached, so that a change applies
 * to the very next call without a restart (docs/api/llm.md#llm-operations).
 */
export async function configuredServer(settings: LlmSettingsRepository): Promise<LlmConfig> {
  const config = await settings.get();
  if (!config) throw new LlmNotConfigured();
  return config;
}

export function serverAccess(config: LlmConfig): LlmServerAccess {
  return { baseUrl: config.baseUrl, token: config.token, timeoutSeconds: config.timeoutSeconds };
}

export function completionRequest(config: LlmConfig, question: ChatPrompt): CompletionRequest {
  return { ...serverAccess(config), model: config.model, ...question };
}
