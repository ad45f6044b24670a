/** One dispatched event of a `text/event-stream` body. */
export interface ServerSentEvent {
  /** `message` unless an `event:` field named another type. */
  readonly event: string;
  /** The `data:` lines of the event, joined with `\n`. */
  readonly data: string;
}

/** A line, or the data of one event, is longer than the parser accepts. */
export class ServerSentEventTooLong extends Error {
  constructor() {
    super('A server-sent event line or event exceeds the configured limit');
    this.name = 'ServerSentEventTooLong';
  }
}

export interface ServerSentEventLimits {
  /** Characters in one line, the field name included. */
  readonly maxLineLength: number;
  /** Characters of data in one event, over all its `data:` lines. */
  readonly maxEventLength: number;
}

/**
 * An incremental parser of the WHATWG `text/event-stream` format: text goes in as it arrives,
 * split anywhere, and complete events come out. Lines end with CRLF, LF or CR (a CR at the end
 * of one piece and an LF at the start of the next are one line end); `:` lines are comments;
 * `id`, `retry` and unknown fields are ignored. The limits keep a server that never ends a
 * line or an event from filling the memory.
 */
export class ServerSentEventParser {
  /** The unfinished last line. */
  private pending = '';
  /** The previous piece ended with a CR: an LF opening this one ends nothing more. */
  private afterCarriageReturn = false;
  private dataLines: string[] = [];
  private dataLength = 0;
  private eventType = '';

  constructor(private readonly limits: ServerSentEventLimits) {}

  /** The events this piece of text completes, in order. Throws ServerSentEventTooLong. */
  push(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    const start = this.afterCarriageReturn && text.startsWith('\n') ? 1 : 0;
    let lineStart = start;
    const lineEnd = /\r\n|\r|\n/g;
    lineEnd.lastIndex = start;
    for (let end = lineEnd.exec(text); end !== null; end = lineEnd.exec(text)) {
      const line = this.pending + text.slice(lineStart, end.index);
      this.pending = '';
      this.checkLine(line);
      this.takeLine(line, events);
      lineStart = end.index + end[0].length;
    }
    this.afterCarriageReturn = text.length > start && text.endsWith('\r');
    this.pending += text.slice(lineStart);
    this.checkLine(this.pending);
    return events;
  }

  /**
   * The event left when the body ends. The format drops an event that no blank line closed;
   * servers that end their last `data: [DONE]` with a single line break are common enough
   * that it is kept instead.
   */
  end(): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    if (this.pending.length > 0) this.takeLine(this.pending, events);
    this.pending = '';
    this.takeLine('', events);
    return events;
  }

  private checkLine(line: string): void {
    if (line.length > this.limits.maxLineLength) throw new ServerSentEventTooLong();
  }

  private takeLine(line: string, events: ServerSentEvent[]): void {
    if (line === '') {
      this.dispatch(events);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') {
      this.dataLength += value.length + (this.dataLines.length > 0 ? 1 : 0);
      if (this.dataLength > this.limits.maxEventLength) throw new ServerSentEventTooLong();
      this.dataLines.push(value);
    } else if (field === 'event') {
      this.eventType = value;
    }
  }

  /** A blank line ends an event; one without data is no event at all. */
  private dispatch(events: ServerSentEvent[]): void {
    if (this.dataLines.length > 0) {
      events.push({ event: this.eventType || 'message', data: this.dataLines.join('\n') });
    }
    this.dataLines = [];
    this.dataLength = 0;
    this.eventType = '';
  }
}
