/**
 * What the service reports for operators to watch (docs/api/operations.md#metrics). Each concern is
 * a small port of its own, so a use case or an adapter depends on the few methods it calls; one
 * adapter implements them all. Every method is cheap and synchronous, and never throws.
 */

export interface LoginMetrics {
  /** A login refused for its credentials: unknown name, wrong password, disabled user. */
  loginFailed(): void;
  /** A login refused before its password was looked at: its name or address ran out of attempts. */
  loginLockedOut(): void;
}

/** How a printout ended: its bytes, a text the font cannot show, a full queue, or a failure. */
export type PrintOutcome = 'ok' | 'unrenderable' | 'busy' | 'cancelled' | 'failed';

export interface PrintMetrics {
  /** One document, from being asked for (its wait in the queue included) to its outcome. */
  printed(layout: string, outcome: PrintOutcome, seconds: number): void;
}

/** Reported by the renderer that keeps a queue. */
export interface PrintQueueMetrics {
  /** Documents waiting for a free worker, after every change. */
  printQueueDepth(documents: number): void;
}

export interface ExchangeMetrics {
  /** Rows written by one seed or import of a kind of record. */
  rowsImported(kind: string, rows: number): void;
  /** Rows sent by an export of a kind of record, counted batch by batch as they go out. */
  rowsExported(kind: string, rows: number): void;
}

/** How a call to the language-model server ended. */
export type LlmCallOutcome = 'ok' | 'failed' | 'timeout';

export interface LlmCall {
  /** The configured model (not the reply's, which the server chooses). */
  readonly model: string;
  readonly outcome: LlmCallOutcome;
  readonly seconds: number;
  /** As the server reports them; absent when it does not. */
  readonly promptTokens?: number;
  readonly completionTokens?: number;
}

export interface LlmMetrics {
  llmCalled(call: LlmCall): void;
}

/** Reported by the persistence adapters. */
export interface DatabaseMetrics {
  /** One statement sent to the database server, from sending to its answer. */
  queried(seconds: number): void;
  /** One unit of work, from asking for its connection (or the writer lock) to its commit or rollback. */
  transacted(outcome: 'commit' | 'rollback', seconds: number): void;
  /** Units of work waiting for their connection or lock, after every change. */
  transactionsWaiting(count: number): void;
}

/** How a webhook delivery attempt ended: delivered, to be retried, or failed for good. */
export type WebhookOutcome = 'delivered' | 'retried' | 'failed';

/** Reported by the webhook delivery worker. */
export interface WebhookMetrics {
  webhookAttempted(outcome: WebhookOutcome): void;
  /** Deliveries waiting to be sent, and how long the oldest has waited, after every round. */
  webhookBacklog(pending: number, oldestPendingSeconds: number): void;
}

/** Reported by the live feed (docs/api/changes.md#live-feed). */
export interface FeedMetrics {
  /** Open event streams, after every change. */
  feedStreams(open: number): void;
  /** Change events queued for streams' clients. */
  feedEventsSent(count: number): void;
  /** A stream ended because its client fell too far behind (overflow). */
  feedClientDropped(): void;
}

export type Metrics = LoginMetrics &
  PrintMetrics &
  PrintQueueMetrics &
  ExchangeMetrics &
  LlmMetrics &
  DatabaseMetrics &
  WebhookMetrics &
  FeedMetrics;

const ignore = (): void => {};

/** Reports nothing: the default where nothing was wired, and for tests that do not read metrics. */
export const NO_METRICS: Metrics = {
  loginFailed: ignore,
  loginLockedOut: ignore,
  printed: ignore,
  printQueueDepth: ignore,
  rowsImported: ignore,
  rowsExported: ignore,
  llmCalled: ignore,
  queried: ignore,
  transacted: ignore,
  transactionsWaiting: ignore,
  webhookAttempted: ignore,
  webhookBacklog: ignore,
  feedStreams: ignore,
  feedEventsSent: ignore,
  feedClientDropped: ignore,
};
