import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type {
  LlmCall,
  Metrics,
  PrintOutcome,
  WebhookOutcome,
} from '../../application/shared/ports/metrics.js';
import { RequestSeries } from './request-series.js';

/** Seconds: a printout takes from a few hundred milliseconds to tens of seconds. */
const PRINT_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Seconds: a language model answers in one to a few hundred. */
const LLM_BUCKETS = [0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
/** Seconds: a statement by key takes well under a millisecond. */
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30];

/** The process's own figures (CPU, memory, event-loop lag, GC), registered once however many services a process runs. */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Every metric of one service instance, in a registry of its own (tests run many instances in one
 * process), exposed together with the process metrics. The labels are bounded: route templates,
 * methods and statuses, kinds of record, layouts, and the configured model names.
 */
export class PrometheusMetrics implements Metrics {
  private readonly registry = new Registry();
  /** On every request's path: plain numbers, not prom-client's (see RequestSeries). */
  private readonly requests = new RequestSeries();
  private readonly loginFailures = this.counter(
    'login_failures_total',
    'Logins refused for their credentials (unknown name, wrong password, disabled user)',
  );
  private readonly loginLockouts = this.counter(
    'login_lockouts_total',
    'Logins refused because the name or address ran out of attempts (429)',
  );
  private readonly printDuration = this.histogram(
    'print_duration_seconds',
    'Time from asking for a printout to its outcome, queueing included, by layout and outcome',
    PRINT_BUCKETS,
    ['layout', 'outcome'],
  );
  private readonly printQueue = this.gauge('print_queue_depth', 'Printouts waiting for a free render worker');
  private readonly exchangeRows = this.counter(
    'exchange_rows_total',
    'Rows imported (seeds and imports) or exported, by kind of record',
    ['kind', 'direction'],
  );
  private readonly llmDuration = this.histogram(
    'llm_request_duration_seconds',
    'Language-model calls, by configured model and outcome',
    LLM_BUCKETS,
    ['model', 'outcome'],
  );
  private readonly llmTokens = this.counter(
    'llm_tokens_total',
    'Tokens the language-model server reported, by configured model and type (prompt, completion)',
    ['model', 'type'],
  );
  private readonly queryDuration = this.histogram(
    'db_query_duration_seconds',
    'Statements sent to the database server, from sending to the answer (Postgres)',
    DATABASE_BUCKETS,
  );
  private readonly transactionDuration = this.histogram(
    'db_transaction_duration_seconds',
    'Units of work, from asking for a connection or the writer lock to commit or rollback',
    DATABASE_BUCKETS,
    ['outcome'],
  );
  private readonly transactionsWaitingGauge = this.gauge(
    'db_transactions_waiting',
    'Units of work waiting for a pooled connection (Postgres) or the writer lock (SQLite)',
  );
  private readonly webhookDeliveries = this.counter(
    'webhook_deliveries_total',
    'Webhook delivery attempts, by outcome (delivered, retried, failed)',
    ['outcome'],
  );
  private readonly webhookQueue = this.gauge(
    'webhook_queue_depth',
    'Webhook deliveries waiting to be sent (every instance sharing the database)',
  );
  private readonly webhookOldest = this.gauge(
    'webhook_oldest_pending_seconds',
    'How long the oldest webhook delivery still waiting has waited',
  );
  private readonly feedStreamsGauge = this.gauge(
    'feed_streams_open',
    'Live-feed event streams open on this instance',
  );
  private readonly feedEvents = this.counter(
    'feed_events_sent_total',
    'Change events queued for live-feed clients',
  );
  private readonly feedDrops = this.counter(
    'feed_clients_dropped_total',
    'Live-feed streams ended because their client fell too far behind (overflow)',
  );

  /** A counter in this instance's registry; the labels give its series. */
  private counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge(name: string, help: string) {
    return new Gauge({ name, help, registers: [this.registry] });
  }

  private histogram<L extends string>(
    name: string,
    help: string,
    buckets: number[],
    labelNames: readonly L[] = [],
  ) {
    return new Histogram<L>({ name, help, buckets, labelNames, registers: [this.registry] });
  }

  requestServed(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    const [own, shared] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return {
      contentType: this.registry.contentType,
      body: `${this.requests.exposition()}\n${own}\n${shared}`,
    };
  }

  loginFailed(): void {
    this.loginFailures.inc();
  }

  loginLockedOut(): void {
    this.loginLockouts.inc();
  }

  printed(layout: string, outcome: PrintOutcome, seconds: number): void {
    this.printDuration.labels(layout, outcome).observe(seconds);
  }

  printQueueDepth(documents: number): void {
    this.printQueue.set(documents);
  }

  rowsImported(kind: string, rows: number): void {
    this.exchangeRows.labels(kind, 'import').inc(rows);
  }

  rowsExported(kind: string, rows: number): void {
    this.exchangeRows.labels(kind, 'export').inc(rows);
  }

  llmCalled(call: LlmCall): void {
    this.llmDuration.labels(call.model, call.outcome).observe(call.seconds);
    if (call.promptTokens !== undefined) this.llmTokens.labels(call.model, 'prompt').inc(call.promptTokens);
    if (call.completionTokens !== undefined) {
      this.llmTokens.labels(call.model, 'completion').inc(call.completionTokens);
    }
  }

  queried(seconds: number): void {
    this.queryDuration.observe(seconds);
  }

  transacted(outcome: 'commit' | 'rollback', seconds: number): void {
    this.transactionDuration.labels(outcome).observe(seconds);
  }

  transactionsWaiting(count: number): void {
    this.transactionsWaitingGauge.set(count);
  }

  webhookAttempted(outcome: WebhookOutcome): void {
    this.webhookDeliveries.labels(outcome).inc();
  }

  webhookBacklog(pending: number, oldestPendingSeconds: number): void {
    this.webhookQueue.set(pending);
    this.webhookOldest.set(oldestPendingSeconds);
  }

  feedStreams(open: number): void {
    this.feedStreamsGauge.set(open);
  }

  feedEventsSent(count: number): void {
    if (count > 0) this.feedEvents.inc(count);
  }

  feedClientDropped(): void {
    this.feedDrops.inc();
  }
}
