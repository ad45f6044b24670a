import { describe, expect, it } from 'vitest';
import { chatPrompt, MAX_PROMPT_LENGTH, MAX_SYSTEM_LENGTH } from '../../../domain/llm/chat-prompt.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

function rejectedPaths(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    if (error instanceof InvalidInput) return error.details.map((detail) => detail.path);
    throw error;
  }
  throw new Error('expected InvalidInput, but nothing was thrown');
}

describe('chatPrompt', () => {
  it.each([
    ['empty', ''],
    [`${MAX_PROMPT_LENGTH + 1} characters long`, 'p'.repeat(MAX_PROMPT_LENGTH + 1)],
  ])('when the prompt is %s, then it is rejected naming prompt', (_, prompt) => {
    expect(rejectedPaths(() => chatPrompt(prompt))).toEqual(['prompt']);
  });

  it.each([
    ['one character', 'p'],
    [`exactly ${MAX_PROMPT_LENGTH} characters`, 'p'.repeat(MAX_PROMPT_LENGTH)],
  ])('when the prompt is %s, then it is accepted', (_, prompt) => {
    expect(chatPrompt(prompt)).toEqual({ prompt });
  });

  it('when the system message is too long, then it is rejected naming system', () => {
    expect(rejectedPaths(() => chatPrompt('hi', 's'.repeat(MAX_SYSTEM_LENGTH + 1)))).toEqual(['system']);
  });

  it('when the system message has the maximum length, then it is kept', () => {
    const system = 's'.repeat(MAX_SYSTEM_LENGTH);
    expect(chatPrompt('hi', system)).toEqual({ prompt: 'hi', system });
  });

  it.each([
    ['omitted', undefined],
    ['null', null],
    ['empty', ''],
  ])('when the system message is %s, then the prompt has none', (_, system) => {
    expect(chatPrompt('hi', system)).toEqual({ prompt: 'hi' });
  });

  it('when both are invalid, then both are reported', () => {
    expect(rejectedPaths(() => chatPrompt('', 's'.repeat(MAX_SYSTEM_LENGTH + 1)))).toEqual([
      'prompt',
      'system',
    ]);
  });
});
