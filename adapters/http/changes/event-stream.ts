import type { FeedSubscriber } from '../../../application/changes/live-feed.js';
import type { Change } from '../../../domain/changes/change.js';
import type { Schedule } from '../lingering-close.js';
import { HEARTBEAT, runFrames, sseMessage } from './sse-frames.js';

/** How much one stream may hold for a client that reads slower than events come (docs/api/changes.md#live-feed). */
export interface StreamBounds {
  readonly maxEvents: number;
  readonly maxBytes: number;
  readonly heartbeatMs: number;
}

export const DEFAULT_STREAM_BOUNDS: StreamBounds = {
  maxEvents: 1000,
  maxBytes: 1024 * 1024,
  heartbeatMs: 15_000,
};

/** Who the stream is for; asked again at every heartbeat, so a disabled user's stream ends. */
export interface StreamCaller {
  /** Callers with the same audience see the same changes (the kinds they may read). */
  readonly audience: string;
  sees(change: Change): boolean;
  /** Resolves false when the caller's credentials no longer hold. */
  stillValid(): Promise<boolean>;
}

const encoder = new TextEncoder();

/** Encoded messages: a run of change events (its first and last IDs), a heartbeat, or the final overflow. */
interface Queued {
  readonly events: number;
  readonly firstId?: number;
  readonly lastId?: number;
  readonly bytes: Uint8Array;
}

/** What one chunk handed to Node holds at most, unless a single event is larger. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The text/event-stream body of one client. Events wait in a queue bounded in count and bytes
 * while the client reads; Node only asks for the next chunk once the socket has taken the last
 * one, so a client that stops reading fills the queue instead of the process's memory. Past the
 * bound the queue is dropped, a final `overflow` event names the last ID the client was given,
 * and the stream ends: the client resumes from that ID.
 */
export class EventStream implements FeedSubscriber {
  readonly body: ReadableStream<Uint8Array>;
  readonly #queue: Queued[] = [];
  #queuedEvents = 0;
  #queuedBytes = 0;
  /** The last event ID handed to the socket (or the one the client resumed after). */
  #lastSent: number;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #wakeReader: (() => void) | undefined;
  #roomWaiters: (() => void)[] = [];
  #ending = false;
  #closed = false;
  #cancelHeartbeat: () => void = () => {};
  readonly #onClose: () => void;

  constructor(
    private readonly caller: StreamCaller,
    private readonly bounds: StreamBounds,
    private readonly schedule: Schedule,
    lastEventId: number,
    onClose: () => void,
  ) {
    this.#lastSent = lastEventId;
    this.#onClose = onClose;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        pull: () => this.#pull(),
        cancel: () => this.#close(),
      },
      // Nothing buffered inside the stream: a chunk leaves the queue only when Node asks for it.
      { highWaterMark: 0 },
    );
    this.#armHeartbeat();
  }

  /** Events and bytes waiting for the client. */
  get queued(): { readonly events: number; readonly bytes: number } {
    return { events: this.#queuedEvents, bytes: this.#queuedBytes };
  }

  get audience(): string {
    return this.caller.audience;
  }

  sees(change: Change): boolean {
    return this.caller.sees(change);
  }

  take(changes: readonly Change[]): boolean {
    // Ending already (credentials lapsed, client gone): nothing more goes out, and nothing overflowed.
    if (this.#ending || changes.length === 0) return true;
    this.#push({
      events: changes.length,
      firstId: changes[0]!.id,
      lastId: changes.at(-1)!.id,
      bytes: runFrames(changes),
    });
    if (this.#queuedEvents > this.bounds.maxEvents || this.#queuedBytes > this.bounds.maxBytes) {
      this.#overflow();
      return false;
    }
    return true;
  }

  room(): Promise<void> {
    if (this.#ending || this.#hasRoom()) return Promise.resolve();
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  /** Ends the stream at once (the service is closing): what is still queued is dropped, the client resumes. */
  end(): void {
    this.#drop();
    this.#finish();
  }

  /** Ends the stream once what is queued has gone out. */
  #finish(): void {
    if (this.#ending) return;
    this.#ending = true;
    this.#wake();
  }

  #overflow(): void {
    // The client has every event it may see up to just before the first one still waiting.
    const waiting = this.#queue.find((queued) => queued.firstId !== undefined)?.firstId;
    const resumeAfter = waiting === undefined ? this.#lastSent : Math.max(this.#lastSent, waiting - 1);
    this.#drop();
    this.#pushText(sseMessage(resumeAfter, 'overflow', JSON.stringify({ lastEventId: resumeAfter })));
    this.#finish();
  }

  #pushText(text: string): void {
    this.#push({ events: 0, bytes: encoder.encode(text) });
  }

  #push(queued: Queued): void {
    this.#queue.push(queued);
    this.#queuedEvents += queued.events;
    this.#queuedBytes += queued.bytes.byteLength;
    this.#wake();
  }

  #drop(): void {
    this.#queue.length = 0;
    this.#queuedEvents = 0;
    this.#queuedBytes = 0;
  }

  #hasRoom(): boolean {
    return this.#queuedEvents <= this.bounds.maxEvents / 2 && this.#queuedBytes <= this.bounds.maxBytes / 2;
  }

  #wake(): void {
    this.#wakeReader?.();
    this.#wakeReader = undefined;
  }

  /**
   * Hands Node the next chunk: what is queued (about CHUNK_BYTES), waiting for some when nothing
   * is. A client keeping up has one run queued, handed over as it is: one write per read.
   */
  async #pull(): Promise<void> {
    while (this.#queue.length === 0 && !this.#ending) {
      await new Promise<void>((resolve) => {
        this.#wakeReader = resolve;
      });
    }
    if (this.#closed) return;
    if (this.#queue.length === 0) {
      this.#controller.close();
      this.#close();
      return;
    }
    const parts: Uint8Array[] = [];
    let size = 0;
    while (this.#queue.length > 0 && size < CHUNK_BYTES) {
      const { events, lastId, bytes } = this.#queue.shift()!;
      parts.push(bytes);
      size += bytes.byteLength;
      this.#queuedEvents -= events;
      this.#queuedBytes -= bytes.byteLength;
      if (lastId !== undefined) this.#lastSent = lastId;
    }
    this.#controller.enqueue(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
    if (this.#hasRoom()) for (const resolve of this.#roomWaiters.splice(0)) resolve();
  }

  #armHeartbeat(): void {
    this.#cancelHeartbeat = this.schedule(this.bounds.heartbeatMs, () => {
      void this.caller.stillValid().then((valid) => {
        if (this.#ending) return;
        if (!valid) return this.#finish();
        if (this.#queue.length === 0) this.#pushText(HEARTBEAT);
        this.#armHeartbeat();
      });
    });
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#ending = true;
    this.#cancelHeartbeat();
    this.#drop();
    for (const resolve of this.#roomWaiters.splice(0)) resolve();
    this.#wake();
    this.#onClose();
  }
}
