import { describe, expect, it } from 'vitest';
import {
  type ServerSentEvent,
  ServerSentEventParser,
  ServerSentEventTooLong,
} from '../../../adapters/llm/server-sent-events.js';

const LIMITS = { maxLineLength: 64, maxEventLength: 100 };

/** Every event the pieces make, the end of the body included. */
function parse(pieces: readonly string[], limits = LIMITS): ServerSentEvent[] {
  const parser = new ServerSentEventParser(limits);
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

const BODY = 'data: {"a":1}\n\nevent: note\ndata: first\ndata: second\n\ndata: [DONE]\n\n';
const EVENTS = [
  { event: 'message', data: '{"a":1}' },
  { event: 'note', data: 'first\nsecond' },
  { event: 'message', data: '[DONE]' },
];

/** docs/api/llm.md#streamed-prompt: the upstream text/event-stream, read as the WHATWG format says. */
describe('server-sent event parser', () => {
  it('when the body comes in one piece, then every event comes out in order', () => {
    expect(parse([BODY])).toEqual(EVENTS);
  });

  it('when the body is split at every character, then the events are the same', () => {
    expect(parse([...BODY])).toEqual(EVENTS);
  });

  for (const [name, lineEnd] of [
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ] as const) {
    it(`when lines end with ${name}, split anywhere, then the events are the same`, () => {
      const body = BODY.replaceAll('\n', lineEnd);
      expect(parse([body])).toEqual(EVENTS);
      expect(parse([...body])).toEqual(EVENTS);
      for (let at = 1; at < body.length; at += 1) {
        expect(parse([body.slice(0, at), body.slice(at)])).toEqual(EVENTS);
      }
    });
  }

  it('when a CR ends one piece and an LF opens the next, then they are one line end, not two', () => {
    expect(parse(['data: a\r', '\ndata: b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('when comments, ids, retries and unknown fields come, then they are ignored', () => {
    const body = ': keep-alive\n\nid: 7\nretry: 100\nfoo: bar\ndata:no space\n:comment inside\n\n';
    expect(parse([body])).toEqual([{ event: 'message', data: 'no space' }]);
  });

  it('when a data line has no colon or two leading spaces, then its value keeps all but the first space', () => {
    expect(parse(['data\ndata:  two\n\n'])).toEqual([{ event: 'message', data: '\n two' }]);
  });

  it('when an event has no data, then it is not dispatched and its type does not leak into the next', () => {
    expect(parse(['event: ping\n\ndata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('when the body ends without a blank line, then the last event is still given', () => {
    expect(parse(['data: a\n\ndata: [DONE]'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: '[DONE]' },
    ]);
    expect(parse(['data: [DONE]\n'])).toEqual([{ event: 'message', data: '[DONE]' }]);
  });

  it('when a line never ends and outgrows the limit, then the parser refuses before the body is over', () => {
    const parser = new ServerSentEventParser(LIMITS);
    expect(parser.push(`data: ${'x'.repeat(50)}`)).toEqual([]);
    expect(() => parser.push('x'.repeat(20))).toThrow(ServerSentEventTooLong);
  });

  it('when one event gathers more data lines than its limit, then the parser refuses', () => {
    const line = `data: ${'x'.repeat(40)}\n`;
    expect(() => parse([line, line, line, '\n'])).toThrow(ServerSentEventTooLong);
    expect(parse([line, line, '\n'])).toHaveLength(1);
  });
});
