import type { IncomingMessage } from 'node:http';
import type { HonoRequest } from 'hono';

/** What the node adapter gives a request as `c.env`; `rawBody` it takes as the body when it builds a fetch Request. */
type NodeIncoming = IncomingMessage & { rawBody?: Buffer };

/**
 * The request's Node stream, when it came through the node adapter (not an in-process
 * `app.request`) and nothing has read from it yet.
 */
export function unreadIncoming(env: unknown): NodeIncoming | undefined {
  const incoming = (env as { incoming?: NodeIncoming } | undefined)?.incoming;
  return incoming && !incoming.readableDidRead && !incoming.destroyed ? incoming : undefined;
}

/**
 * A JSON body read straight from Node's stream, without the whole fetch Request (its abort
 * signal, header copy and web stream) the node adapter would build for it: about a tenth of a
 * create's CPU. Undefined when it is larger than `limit`, declared or as it arrives. The bytes
 * are also left as `rawBody`, which the node adapter takes for the body should anything ask it
 * for the Request later.
 */
export function readNodeBody(incoming: NodeIncoming, limit: number): Promise<ArrayBuffer | undefined> {
  if (Number(incoming.headers['content-length'] ?? 0) > limit) return Promise.resolve(undefined);
  return new Promise<ArrayBuffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    // Past the limit the rest is left unread, not destroyed: the 413 still has a socket to go on.
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
      else {
        stop();
        incoming.pause();
        resolve(undefined);
      }
    };
    const onEnd = () => {
      stop();
      resolve(joined(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error('The request was closed before its body ended'));
    incoming.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  }).then((body) => {
    if (body) incoming.rawBody = Buffer.from(body);
    return body;
  });
}

/** A fresh buffer of its own: a small Buffer is a view into a shared pool. */
function joined(chunks: readonly Buffer[], size: number): ArrayBuffer {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/**
 * Hands Hono a body already read, as it keeps one it read itself: the promise of its bytes or
 * text under the method's name (`bodyCache`, typed there as the value). Its `json()` parses the
 * text kept, else decodes the bytes kept.
 */
export function keepBody(request: HonoRequest, kind: 'arrayBuffer', body: ArrayBuffer): void;
export function keepBody(request: HonoRequest, kind: 'text', body: string): void;
export function keepBody(
  request: HonoRequest,
  kind: 'arrayBuffer' | 'text',
  body: ArrayBuffer | string,
): void {
  (request.bodyCache as Record<string, Promise<ArrayBuffer | string>>)[kind] = Promise.resolve(body);
}
