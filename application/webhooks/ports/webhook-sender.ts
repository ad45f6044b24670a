import type { AttemptResult } from '../../../domain/webhooks/delivery.js';

/** One attempt's request (docs/api/webhooks.md#headers). */
export interface OutgoingDelivery {
  readonly url: string;
  /** `webhook-id`: the same for every attempt of one delivery, so receivers can drop repeats. */
  readonly messageId: string;
  /** `webhook-timestamp`: the attempt's time, in whole seconds. */
  readonly timestamp: number;
  readonly body: string;
  /** `whsec_…`, the signing key. */
  readonly secret: string;
}

/** Sends a signed delivery; never throws: every failure is an `AttemptResult`. */
export interface WebhookSender {
  send(delivery: OutgoingDelivery): Promise<AttemptResult>;
}
