import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as the sink saw it first. */
export interface Arrival {
  /** The event's `timestamp`: its change log entry's time, taken in the write's transaction. */
  readonly stampedAt: number;
  /** Wall clock when the whole body had come in. */
  readonly receivedAt: number;
}

/**
 * A webhook receiver for the bench: answers 204 to every delivery (after `hold` until released),
 * keeps each webhook-id's first arrival, counts repeats, and lets the bench wait for a number of
 * distinct deliveries. Signatures are not checked: the tests do that (tests/support/webhook-receiver.ts).
 */
export class WebhookSink {
  readonly arrivals = new Map<string, Arrival>();
  repeats = 0;
  private gate: Promise<void> = Promise.resolve();
  private waiter: { count: number; resolve: () => void } | undefined;

  private constructor(private readonly server: Server) {
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const receivedAt = Date.now();
        const id = String(request.headers['webhook-id']);
        if (this.arrivals.has(id)) this.repeats += 1;
        else {
          const stamp = /"timestamp":"([^"]+)"/.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
          this.arrivals.set(id, { stampedAt: stamp ? Date.parse(stamp) : Number.NaN, receivedAt });
        }
        if (this.waiter && this.arrivals.size >= this.waiter.count) this.waiter.resolve();
        void this.gate.then(() => response.writeHead(204).end());
      });
    });
  }

  static async start(): Promise<WebhookSink> {
    const server = createServer({ keepAlive: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new WebhookSink(server);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Answers nothing until the returned function is called: the worker's requests stay in flight. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  }

  /** Resolves once `count` distinct deliveries have arrived, or rejects after `timeoutMs`. */
  distinct(count: number, timeoutMs: number): Promise<void> {
    if (this.arrivals.size >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.arrivals.size} of ${count} deliveries in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiter = {
        count,
        resolve: () => {
          clearTimeout(timer);
          this.waiter = undefined;
          resolve();
        },
      };
    });
  }

  reset(): void {
    this.arrivals.clear();
    this.repeats = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
