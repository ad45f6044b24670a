import { EVENT_TYPES } from '../changes/change.js';
import type { ErrorDetail } from '../shared/domain-error.js';
import { invalidField } from '../shared/domain-error.js';
import type { Instant } from '../shared/instant.js';
import { multiLineProblem } from '../shared/text.js';
import { UnknownEvents } from './webhooks.errors.js';

/** Every event, present and future. */
export const ALL_EVENTS = '*';
export const MAX_DESCRIPTION_LENGTH = 500;

/** A subscription: where to send which events, signed with its secret (docs/api/webhooks.md). */
export interface Webhook {
  readonly id: number;
  readonly url: string;
  /** Event types (`task.created`…), or `['*']` alone. */
  readonly events: readonly string[];
  readonly description: string | null;
  /** `whsec_` and the base64 of the signing key; shown once, when created. */
  readonly secret: string;
  readonly paused: boolean;
  /** Why the service paused it (a 410 from the receiver); null when an administrator did, or it runs. */
  readonly pausedReason: string | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

export type NewWebhook = Omit<Webhook, 'id'>;

/**
 * A non-empty list of known event types, or `*`; duplicates count once, in catalogue order.
 * `*` with others is just `*`. Every unknown one is named in the error.
 */
export function checkEvents(values: readonly string[]): string[] {
  if (values.length === 0)
    throw invalidField('WEBHOOK.NO_EVENTS', 'events', 'must name at least one event type or "*"');
  const unknown: ErrorDetail[] = values.flatMap((value, index) =>
    value === ALL_EVENTS || EVENT_TYPES.includes(value)
      ? []
      : [{ path: `events[${index}]`, message: `"${value}" is not an event type` }],
  );
  if (unknown.length > 0) throw new UnknownEvents(unknown);
  if (values.includes(ALL_EVENTS)) return [ALL_EVENTS];
  return EVENT_TYPES.filter((type) => values.includes(type));
}

/** One line or several (docs/api/text.md), at most 500 characters; empty is none. */
export function checkDescription(value: string | null): string | null {
  const problem = value === null ? undefined : multiLineProblem(value);
  if (problem) throw invalidField('WEBHOOK.INVALID_DESCRIPTION', 'description', problem);
  if (value !== null && value.length > MAX_DESCRIPTION_LENGTH) {
    throw invalidField(
      'WEBHOOK.INVALID_DESCRIPTION',
      'description',
      `must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    );
  }
  return value === '' ? null : value;
}

/** The secret's form (Standard Webhooks): the prefix, then the key in base64. */
export function webhookSecret(keyBase64: string): string {
  return `whsec_${keyBase64}`;
}
