import { type IncomingMessage, request } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/** One bench client of `GET /api/v1/events`. */
export interface FeedReader {
  /** The `task.created` events received so far. */
  readonly events: number;
  /** For a timed reader, each event's delay from its commit (its `timestamp`) to its arrival, in ms. */
  readonly delays: readonly number[];
  close(): void;
}

const MARK = Buffer.from('\nevent: task.created\n');

/**
 * A lean SSE reader, so that 200 of them in one process do not become the bottleneck: it counts
 * the event lines in the raw bytes (no decoding, no parsing); a timed reader also decodes each
 * message to read its timestamp. The tests read the feed with `eventsource` instead.
 */
export function openFeedReader(base: string, token: string, timed: boolean): Promise<FeedReader> {
  return new Promise((resolve, reject) => {
    let events = 0;
    const delays: number[] = [];
    const req = request(`${base}/api/v1/events`, { headers: { Authorization: `Bearer ${token}` } });
    const reader: FeedReader = {
      get events() {
        return events;
      },
      delays,
      close: () => req.destroy(),
    };
    req.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) return reject(new Error(`feed answered ${response.statusCode}`));
      const onData = timed ? timedCounter(delays, () => (events += 1)) : counter(() => (events += 1));
      response.on('data', onData);
      resolve(reader);
    });
    req.on('error', (error) => (events === 0 ? reject(error) : undefined));
    req.end();
  });
}

/** Counts MARK in a byte stream, across chunk boundaries. */
function counter(count: () => void): (chunk: Buffer) => void {
  let tail: Buffer = Buffer.alloc(0);
  return (chunk) => {
    const bytes = tail.length === 0 ? chunk : Buffer.concat([tail, chunk]);
    let at = bytes.indexOf(MARK);
    let next = 0;
    while (at >= 0) {
      count();
      next = at + MARK.length;
      at = bytes.indexOf(MARK, next);
    }
    tail = bytes.subarray(Math.max(next, bytes.length - MARK.length + 1));
  };
}

/** Reads whole messages, counting and timing each `task.created` one. */
function timedCounter(delays: number[], count: () => void): (chunk: Buffer) => void {
  const decoder = new StringDecoder('utf8');
  let tail = '';
  return (chunk) => {
    const text = tail + decoder.write(chunk);
    const end = text.lastIndexOf('\n\n');
    if (end < 0) {
      tail = text;
      return;
    }
    tail = text.slice(end + 2);
    const now = Date.now();
    for (const message of text.slice(0, end).split('\n\n')) {
      if (!message.includes('event: task.created')) continue;
      count();
      const stamp = /"timestamp":"([^"]+)"/.exec(message)?.[1];
      if (stamp) delays.push(now - Date.parse(stamp));
    }
  };
}
