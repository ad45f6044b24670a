import { request as httpRequest, type IncomingMessage } from 'node:http';
import { EventSource } from 'eventsource';
import { EVENT_TYPES } from '../../domain/changes/change.js';

export interface ReceivedEvent {
  readonly id: string;
  readonly type: string;
  /** The event's JSON, untyped on purpose: tests assert its shape. */
  // biome-ignore lint/suspicious/noExplicitAny: assertions check the shape
  readonly data: any;
}

export interface FeedClient {
  readonly events: ReceivedEvent[];
  /** Resolves once the stream is open (its 200 received). */
  readonly opened: Promise<void>;
  close(): void;
}

/**
 * An `eventsource` client of `GET /api/v1/events` that collects every change event (and an
 * overflow). The token goes in a header through its `fetch`, as the package wants; so does
 * `Last-Event-ID` when given, as a reconnecting EventSource sends it.
 */
export function openFeed(
  origin: string,
  token: string,
  options: { readonly lastEventId?: string; readonly query?: string } = {},
): FeedClient {
  const events: ReceivedEvent[] = [];
  const source = new EventSource(`${origin}/api/v1/events${options.query ?? ''}`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init?.headers,
          Authorization: `Bearer ${token}`,
          ...(options.lastEventId !== undefined && { 'Last-Event-ID': options.lastEventId }),
        },
      }),
  });
  for (const type of [...EVENT_TYPES, 'overflow']) {
    source.addEventListener(type, (event) => {
      events.push({ id: event.lastEventId, type: event.type, data: JSON.parse(event.data) });
    });
  }
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (error) => {
      if (source.readyState !== EventSource.OPEN) reject(error);
    };
  });
  return { events, opened, close: () => source.close() };
}

/** The feed read by hand with node:http: the test decides when the body is read, or never reads it. */
export async function rawFeed(
  origin: string,
  token: string,
): Promise<{ readonly response: IncomingMessage; readonly close: () => void }> {
  const request = httpRequest(`${origin}/api/v1/events`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
  });
  request.end();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  return { response, close: () => request.destroy() };
}

/** Reads a raw feed's body until `done` holds for the text so far, or the body ends. */
export async function readUntil(response: IncomingMessage, done: (text: string) => boolean): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) {
    text += chunk;
    if (done(text)) break;
  }
  return text;
}
