import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake server received it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the fake server answers the next requests. */
export type FakeLlmBehaviour =
  /** A chat completion; `reply` replaces the whole JSON body when given. */
  | { readonly kind: 'complete'; readonly content?: string; readonly reply?: unknown }
  /** Nothing at all until `delayMs` has passed, then a normal completion. */
  | { readonly kind: 'slow'; readonly delayMs: number }
  /** Status and headers at once, the body only after `delayMs`. */
  | { readonly kind: 'slow-body'; readonly delayMs: number }
  /** Any status with a raw body, e.g. a 500 or a 200 with garbage. */
  | { readonly kind: 'raw'; readonly status: number; readonly body: string; readonly contentType?: string }
  /**
   * A `text/event-stream` reply written piece by piece, `delayMs` apart; then the response ends,
   * stays open without another byte (`hang`), or the connection is destroyed (`drop`).
   */
  | {
      readonly kind: 'stream';
      readonly pieces: readonly (string | Uint8Array)[];
      readonly delayMs?: number;
      readonly ending?: 'end' | 'hang' | 'drop';
    }
  /** Answers each request with the next behaviour of the list (the last one repeats). */
  | { readonly kind: 'sequence'; readonly behaviours: readonly FakeLlmBehaviour[] };

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>`, the root to configure as `baseUrl`. */
  readonly baseUrl: string;
  readonly requests: readonly RecordedRequest[];
  respondWith(behaviour: FakeLlmBehaviour): void;
  /** Resolves once a client has closed a connection before its response was complete. */
  clientDisconnected(): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_CONTENT = 'Hello from the fake language model';
export const FAKE_USAGE = { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 };

/** An OpenAI-style completion that echoes the requested model. */
export function completion(model: unknown, content = FAKE_CONTENT): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_795_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: FAKE_USAGE,
  };
}

/**
 * The SSE pieces of an OpenAI-style streamed reply: a role chunk, one chunk per text, a finish
 * chunk, a usage chunk (none when `usage` is null), `[DONE]` (none when `done` is false).
 */
export function streamedReply(
  model: string,
  texts: readonly string[],
  { usage = FAKE_USAGE as object | null, done = true } = {},
): string[] {
  const chunk = (choices: unknown[], extra: object = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices, ...extra })}\n\n`;
  return [
    chunk([{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }]),
    ...texts.map((text) => chunk([{ index: 0, delta: { content: text }, finish_reason: null }])),
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]),
    ...(usage === null ? [] : [chunk([], { usage })]),
    ...(done ? ['data: [DONE]\n\n'] : []),
  ];
}

/** An OpenAI-style model list. */
export function modelList(ids: readonly string[]): unknown {
  return {
    object: 'list',
    data: ids.map((id) => ({ id, object: 'model', created: 1, owned_by: 'fake-lab' })),
  };
}

/** A real HTTP server on 127.0.0.1 and a free port that plays an OpenAI-compatible server. */
export async function startFakeLlmServer(
  behaviour: FakeLlmBehaviour = { kind: 'complete' },
): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let current = behaviour;
  let answered = 0;
  let disconnects = 0;
  const disconnectWaiters: (() => void)[] = [];

  const later = (delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delayMs);
    timers.add(timer);
  };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
    response.on('close', () => {
      if (response.writableFinished) return;
      disconnects += 1;
      for (const wake of disconnectWaiters.splice(0)) wake();
    });
    answer(pick(current, answered++), body, response, later);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next) {
      current = next;
      answered = 0;
    },
    clientDisconnected() {
      if (disconnects > 0) return Promise.resolve();
      return new Promise((resolve) => disconnectWaiters.push(resolve));
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The root of a server that is not listening any more: connecting to it is refused. */
export async function closedServerUrl(): Promise<string> {
  const server = await startFakeLlmServer();
  await server.close();
  return server.baseUrl;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function requestedModel(body: string): unknown {
  try {
    return (JSON.parse(body) as { model?: unknown }).model;
  } catch {
    return undefined;
  }
}

function pick(behaviour: FakeLlmBehaviour, index: number): FakeLlmBehaviour {
  if (behaviour.kind !== 'sequence') return behaviour;
  return behaviour.behaviours[Math.min(index, behaviour.behaviours.length - 1)]!;
}

function answer(
  behaviour: FakeLlmBehaviour,
  body: string,
  response: ServerResponse,
  later: (delayMs: number, action: () => void) => void,
): void {
  const json = (value: unknown) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  switch (behaviour.kind) {
    case 'complete':
      json(behaviour.reply ?? completion(requestedModel(body), behaviour.content));
      return;
    case 'slow':
      later(behaviour.delayMs, () => json(completion(requestedModel(body))));
      return;
    case 'slow-body':
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.flushHeaders();
      later(behaviour.delayMs, () => response.end(JSON.stringify(completion(requestedModel(body)))));
      return;
    case 'raw':
      response.writeHead(behaviour.status, { 'Content-Type': behaviour.contentType ?? 'text/plain' });
      response.end(behaviour.body);
      return;
    case 'stream': {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.flushHeaders();
      const write = (index: number) => {
        if (index < behaviour.pieces.length) {
          response.write(behaviour.pieces[index]);
          later(behaviour.delayMs ?? 0, () => write(index + 1));
        } else if (behaviour.ending === 'drop') response.destroy();
        else if (behaviour.ending !== 'hang') response.end();
      };
      write(0);
      return;
    }
    case 'sequence':
      return;
  }
}
