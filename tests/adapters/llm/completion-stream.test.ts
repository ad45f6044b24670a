import { describe, expect, it } from 'vitest';
import { completionEvents } from '../../../adapters/llm/completion-stream.js';
import { UpstreamExchange } from '../../../adapters/llm/upstream-exchange.js';
import type { CompletionEvent } from '../../../application/llm/ports/llm-client.js';
import { LlmUpstreamFailed } from '../../../domain/llm/llm.errors.js';

const chunk = (body: object) => `data: ${JSON.stringify(body)}\n\n`;
const delta = (content: unknown, extra: object = {}) =>
  chunk({ choices: [{ delta: { content } }], ...extra });

/** A streamed upstream reply made of these pieces, and whether its reader was cancelled. */
function reply(pieces: readonly string[], contentType = 'text/event-stream') {
  const state = { cancelled: false, pulled: 0 };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[state.pulled++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body, { headers: { 'Content-Type': contentType } }), state };
}

async function collect(events: AsyncIterable<CompletionEvent>): Promise<CompletionEvent[]> {
  const all: CompletionEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

/** docs/api/llm.md#streamed-upstream-request: OpenAI chunks turned into deltas and one end. */
describe('completion events of a streamed reply', () => {
  it('when [DONE] comes, then the reply ends there, what follows is not given and the body is let go', async () => {
    const { response, state } = reply([
      delta(null, { model: 'served' }),
      delta('a'),
      chunk({ choices: [{ delta: {}, finish_reason: 'length' }] }),
      'data: [DONE]\n\n',
      delta('never'),
    ]);
    const events = await collect(completionEvents(response, new UpstreamExchange(1000), 'asked'));
    expect(events).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'end', model: 'served', finishReason: 'length' },
    ]);
    expect(state.cancelled).toBe(true);
  });

  it('when usage comes in a chunk with no choices, then the end carries it; an empty content gives no delta', async () => {
    const { response } = reply([
      delta(''),
      delta('x'),
      chunk({ choices: [], usage: { total_tokens: 3 } }),
      'data: [DONE]',
    ]);
    expect(await collect(completionEvents(response, new UpstreamExchange(1000), 'asked'))).toEqual([
      { type: 'delta', text: 'x' },
      { type: 'end', model: 'asked', finishReason: null, usage: { total_tokens: 3 } },
    ]);
  });

  it('when the body ends with neither [DONE] nor a finish reason, then the stream is interrupted', async () => {
    const { response } = reply([delta('x')]);
    const events = completionEvents(response, new UpstreamExchange(1000), 'asked');
    await expect(collect(events)).rejects.toMatchObject({ code: 'LLM.STREAM_INTERRUPTED' });
  });

  it('when the consumer stops early, then the upstream body is cancelled', async () => {
    const { response, state } = reply([delta('a'), delta('b'), 'data: [DONE]\n\n']);
    for await (const event of completionEvents(response, new UpstreamExchange(1000), 'asked')) {
      expect(event).toEqual({ type: 'delta', text: 'a' });
      break;
    }
    expect(state.cancelled).toBe(true);
  });

  it('when a chunk is an array, then the reply is malformed', async () => {
    const { response } = reply(['data: [1]\n\n']);
    const events = completionEvents(response, new UpstreamExchange(1000), 'asked');
    await expect(collect(events)).rejects.toBeInstanceOf(LlmUpstreamFailed);
  });
});
