import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';

export interface ChildFetchRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** The size of a body of spaces. */
  readonly bodyBytes?: number;
  /**
   * Sent in 64 KiB pieces, as a browser sends a file, rather than in one buffer; without a
   * `content-length` header among `headers`, chunked.
   */
  readonly inPieces?: boolean;
}

/** What fetch gave in the other process: the response, or the code of the error it threw. */
export type ChildFetchResult =
  | { readonly status: number; readonly contentType: string | null; readonly body: string }
  | { readonly error: string };

/** Runs in the child: one fetch, its outcome printed as JSON. */
const SCRIPT = `
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const request = JSON.parse(Buffer.concat(chunks).toString());
const piece = new Uint8Array(64 * 1024).fill(0x20);
let body;
if (request.bodyBytes !== undefined && request.inPieces) {
  let sent = 0;
  body = new ReadableStream({
    pull(controller) {
      if (sent >= request.bodyBytes) return controller.close();
      controller.enqueue(piece);
      sent += piece.byteLength;
    },
  });
} else if (request.bodyBytes !== undefined) body = new Uint8Array(request.bodyBytes).fill(0x20);
try {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body, duplex: 'half' });
  const text = await response.text();
  console.log(JSON.stringify({ status: response.status, contentType: response.headers.get('content-type'), body: text }));
} catch (error) {
  console.log(JSON.stringify({ error: String(error.cause?.code ?? error.cause?.message ?? error.message) }));
}
`;

/**
 * Node's fetch (undici) in a process of its own. In the test's own process the client and the
 * server take turns on one event loop, which hides what a client elsewhere meets: a server that
 * closes while the client is still sending is seen as EPIPE or a reset, not as its answer.
 */
export async function childFetch(request: ChildFetchRequest): Promise<ChildFetchResult> {
  // The request goes on stdin: a head of 100 KB is near the limit of one command-line argument.
  const child = spawn(process.execPath, ['--input-type=module', '--eval', SCRIPT], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(request));
  const [output, [code]] = await Promise.all([text(child.stdout), once(child, 'exit')]);
  if (code !== 0) throw new Error(`the fetch process exited with ${String(code)}`);
  return JSON.parse(output) as ChildFetchResult;
}
