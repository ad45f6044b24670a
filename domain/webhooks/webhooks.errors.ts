import { type ErrorDetail, InvalidInput, invalidField, NotFound } from '../shared/domain-error.js';

export class WebhookNotFound extends NotFound {
  constructor(id: number) {
    super('WEBHOOK.NOT_FOUND', `Webhook ${id} not found`);
  }
}

export class DeliveryNotFound extends NotFound {
  constructor(webhookId: number, deliveryId: number) {
    super('WEBHOOK.DELIVERY_NOT_FOUND', `Webhook ${webhookId} has no delivery ${deliveryId}`);
  }
}

/** Event types that do not exist, each named (docs/api/webhooks.md#events). */
export class UnknownEvents extends InvalidInput {
  constructor(details: readonly ErrorDetail[]) {
    super('WEBHOOK.UNKNOWN_EVENT', 'Unknown event types', details);
  }
}

export function invalidUrl(message: string): InvalidInput {
  return invalidField('WEBHOOK.INVALID_URL', 'url', message);
}

/**
 * The URL's host is, or resolves to, an address inside the network (docs/api/webhooks.md#addresses).
 * The message names the class of address, never the address a name resolved to.
 */
export function forbiddenAddress(what: string): InvalidInput {
  return invalidField('WEBHOOK.FORBIDDEN_ADDRESS', 'url', `must reach a public address; the host is ${what}`);
}

export function unresolvableHost(): InvalidInput {
  return invalidField('WEBHOOK.UNRESOLVABLE_HOST', 'url', 'names a host that does not resolve');
}
