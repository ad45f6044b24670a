import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Whether `standardwebhooks` accepted its signature with the subscription's secret. */
  readonly verified: boolean;
  /** What the receiver answered. */
  readonly status: number;
}

/**
 * A webhook receiver on a free local port. It verifies every delivery with the Standard Webhooks
 * library and the secret the test gives it, answers with the statuses queued by `answer` (then
 * 200), and lets a test wait for a number of deliveries instead of for time to pass.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private readonly statuses: number[] = [];
  private readonly waiters: { count: number; resolve: () => void }[] = [];
  private secret = '';
  private gate: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<string>();
  /** Requests that came while another of the same webhook-id was still unanswered. */
  overlaps = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      void readBody(request).then(async (body) => {
        const id = String(request.headers['webhook-id']);
        if (receiver.inFlight.has(id)) receiver.overlaps += 1;
        receiver.inFlight.add(id);
        const status = receiver.take(request, body);
        await receiver.gate;
        receiver.inFlight.delete(id);
        response.writeHead(status, { 'content-type': 'text/plain' }).end('receiver says hello');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  verifyWith(secret: string): void {
    this.secret = secret;
  }

  /** The next deliveries are answered with these statuses, in order. */
  answer(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  /** Answers nothing until the returned function is called: the senders' requests stay in flight. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  }

  /** Resolves once `count` deliveries have come in all. */
  deliveries(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  events(): { type: string; data: Record<string, unknown> }[] {
    return this.received.map((delivery) => JSON.parse(delivery.body));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(request: IncomingMessage, body: string): number {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    let verified = true;
    try {
      new Webhook(this.secret).verify(body, headers);
    } catch {
      verified = false;
    }
    const status = this.statuses.shift() ?? 200;
    this.received.push({ headers, body, verified, status });
    for (const waiter of this.waiters.filter((w) => this.received.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    return status;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
