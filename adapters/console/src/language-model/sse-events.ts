/** One Server-Sent Event: its type and its data, parsed as JSON. */
export interface StreamEvent {
  readonly type: string;
  readonly data: unknown;
}

/** Splits one event block (`event:` and `data:` lines) into its type and its data. */
function parseBlock(block: string): StreamEvent | undefined {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return undefined;
  try {
    return { type, data: JSON.parse(data.join('\n')) };
  } catch {
    return { type, data: data.join('\n') };
  }
}

/**
 * The events of a `text/event-stream` body as they arrive. A browser's EventSource only sends GET,
 * so the POSTed prompt's answer is read from fetch's body stream; events may be split anywhere.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseBlock(block);
        if (event) yield event;
      }
    }
    const last = parseBlock(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
