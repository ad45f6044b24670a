// Sends webhook deliveries over node:http(s), connecting only to the addresses it has checked.
import { createHmac } from 'node:crypto';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { HostResolver } from '../../application/webhooks/ports/host-resolver.js';
import type { OutgoingDelivery, WebhookSender } from '../../application/webhooks/ports/webhook-sender.js';
import type { AttemptResult } from '../../domain/webhooks/delivery.js';
import { classifyAddress } from '../../domain/webhooks/network-address.js';

/** docs/api/webhooks.md#retries: an attempt that takes longer fails and is retried. */
const TIMEOUT_MS = 10_000;
const SECRET_PREFIX = 'whsec_';

class RefusedAddress extends Error {}

/** `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes (Standard Webhooks). */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface HttpWebhookSenderOptions {
  readonly resolver: HostResolver;
  /** APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: connect to any address. */
  readonly allowPrivateNetworks: boolean;
  readonly timeoutMs?: number;
}

/**
 * One POST per attempt. The host is resolved by a `lookup` of our own, which refuses a private
 * address, so the address checked is the one connected to: a name that resolved to a public
 * address when the webhook was saved and to 127.0.0.1 now is caught. Redirects are not followed
 * (node:http never does), so a 3xx is a failed attempt. The receiver's body is never read.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(private readonly options: HttpWebhookSenderOptions) {}

  async send(delivery: OutgoingDelivery): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const status = await this.post(delivery);
      return { kind: 'answered', status, durationMs: elapsed() };
    } catch (error) {
      return { kind: 'no-answer', error: describe(error), durationMs: elapsed() };
    }
  }

  private post(delivery: OutgoingDelivery): Promise<number> {
    const url = new URL(delivery.url);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // A literal address is connected to without any lookup: checked here.
    if (isIP(host) !== 0 && !this.allowed(host)) return Promise.reject(new RefusedAddress());
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<number>((resolve, reject) => {
      const request = send(
        url,
        {
          method: 'POST',
          // A connection per attempt: each one's address is looked up and checked afresh.
          agent: false,
          lookup: (hostname, options, callback) => this.lookup(hostname, options, callback),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'task-service-webhooks',
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(delivery.timestamp),
            'webhook-signature': signature(
              delivery.secret,
              delivery.messageId,
              delivery.timestamp,
              delivery.body,
            ),
          },
        },
        // The status is the answer: the body is neither read nor kept.
        (response: IncomingMessage) => {
          resolve(response.statusCode ?? 0);
          response.destroy();
        },
      );
      request.once('error', reject);
      request.end(delivery.body);
    });
  }

  private allowed(address: string): boolean {
    return this.options.allowPrivateNetworks || classifyAddress(address) === 'public';
  }

  private lookup(
    hostname: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void {
    this.options.resolver.resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(Object.assign(new Error('not resolved'), { code: 'ENOTFOUND' }), '');
        // Every address must pass: the connection may try any of them.
        if (!addresses.every((address) => this.allowed(address))) return callback(new RefusedAddress(), '');
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) return callback(null, entries);
        const [first] = entries;
        return callback(null, first!.address, first!.family);
      },
      (error: Error) => callback(error, ''),
    );
  }
}

/** A few words on why no answer came: never a message that might carry the URL or an address. */
function describe(error: unknown): string {
  if (error instanceof RefusedAddress) return 'refused: the host is not a public address';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host did not resolve';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  return 'network error';
}
