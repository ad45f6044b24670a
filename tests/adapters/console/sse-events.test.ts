// The console reads the streamed prompt's answer from fetch's body: events may arrive split
// anywhere, with LF or CRLF line ends, and the last one may lack its closing blank line.
import { describe, expect, it } from 'vitest';
import { readEvents } from '../../../adapters/console/src/language-model/sse-events.js';

const streamOf = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

const collect = async (pieces: string[]) => {
  const events = [];
  for await (const event of readEvents(streamOf(pieces))) events.push(event);
  return events;
};

describe('the events of a streamed reply', () => {
  it('joins events split across reads, in order', async () => {
    expect(
      await collect([
        'event: del',
        'ta\ndata: {"text":"Hel"}\n',
        '\nevent: delta\r\ndata: {"text":"lo"}\r\n\r\n',
      ]),
    ).toEqual([
      { type: 'delta', data: { text: 'Hel' } },
      { type: 'delta', data: { text: 'lo' } },
    ]);
  });

  it('reads a last event without its blank line, and an error event as a problem body', async () => {
    expect(
      await collect([
        'event: delta\ndata: {"text":"é"}\n\n',
        'event: error\ndata: {"status":504,"code":"LLM.TIMEOUT"}',
      ]),
    ).toEqual([
      { type: 'delta', data: { text: 'é' } },
      { type: 'error', data: { status: 504, code: 'LLM.TIMEOUT' } },
    ]);
  });

  it('keeps a character whose bytes arrive in two reads', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"€"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 27));
        controller.enqueue(bytes.slice(27));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readEvents(stream)) events.push(event);
    expect(events).toEqual([{ type: 'delta', data: { text: '€' } }]);
  });
});
