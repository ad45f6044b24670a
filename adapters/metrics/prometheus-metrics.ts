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
  private readonly loginFailures: Counter;
  private readonly loginLockouts: Counter;
  private readonly printDuration: Histogram<'layout' | 'outcome'>;
  private readonly printQueue: Gauge;
  private readonly exchangeRows: Counter<'kind' | 'direction'>;
  private readonly llmDuration: Histogram<'model' | 'outcome'>;
  private readonly llmTokens: Counter<'model' | 'type'>;
  private readonly queryDuration: Histogram;
  private readonly transactionDuration: Histogram<'outcome'>;
  private readonly transactionsWaitingGauge: Gauge;
  private readonly webhookDeliveries: Counter<'outcome'>;
  private readonly webhookQueue: Gauge;
  private readonly webhookOldest: Gauge;
  private readonly feedStreamsGauge: Gauge;
  private readonly feedEvents: Counter;
  private readonly feedDrops: Counter;

  constructor() {
    const registers = [this.registry];
    this.loginFailures = new Counter({
      name: 'login_failures_total',
      help: 'Logins refused for their credentials (unknown name, wrong password, disabled user)',
      registers,
    });
    this.loginLockouts = new Counter({
      name: 'login_lockouts_total',
      help: 'Logins refused because the name or address ran out of attempts (429)',
      registers,
    });
    this.printDuration = new Histogram({
      name: 'print_duration_seconds',
      help: 'Time from asking for a printout to its outcome, queueing included, by layout and outcome',
      labelNames: ['layout', 'outcome'],
      buckets: PRINT_BUCKETS,
      registers,
    });
    this.printQueue = new Gauge({
      name: 'print_queue_depth',
      help: 'Printouts waiting for a free render worker',
      registers,
    });
    this.exchangeRows = new Counter({
      name: 'exchange_rows_total',
      help: 'Rows imported (seeds and imports) or exported, by kind of record',
      labelNames: ['kind', 'direction'],
      registers,
    });
    this.llmDuration = new Histogram({
      name: 'llm_request_duration_seconds',
      help: 'Language-model calls, by configured model and outcome',
      labelNames: ['model', 'outcome'],
      buckets: LLM_BUCKETS,
      registers,
    });
    this.llmTokens = new Counter({
      name: 'llm_tokens_total',
      help: 'Tokens the language-model server reported, by configured model and type (prompt, completion)',
      labelNames: ['model', 'type'],
      registers,
    });
    this.queryDuration = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Statements sent to the database server, from sending to the answer (Postgres)',
      buckets: DATABASE_BUCKETS,
      registers,
    });
    this.transactionDuration = new Histogram({
      name: 'db_transaction_duration_seconds',
      help: 'Units of work, from asking for a connection or the writer lock to commit or rollback',
      labelNames: ['outcome'],
      buckets: DATABASE_BUCKETS,
      registers,
    });
    this.transactionsWaitingGauge = new Gauge({
      name: 'db_transactions_waiting',
      help: 'Units of work waiting for a pooled connection (Postgres) or the writer lock (SQLite)',
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome (delivered, retried, failed)',
      labelNames: ['outcome'],
      registers,
    });
    this.webhookQueue = new Gauge({
      name: 'webhook_queue_depth',
      help: 'Webhook deliveries waiting to be sent (every instance sharing the database)',
      registers,
    });
    this.webhookOldest = new Gauge({
      name: 'webhook_oldest_pending_seconds',
      help: 'How long the oldest webhook delivery still waiting has waited',
      registers,
    });
    this.feedStreamsGauge = new Gauge({
      name: 'feed_streams_open',
      help: 'Live-feed event streams open on this instance',
      registers,
    });
    this.feedEvents = new Counter({
      name: 'feed_events_sent_total',
      help: 'Change events queued for live-feed clients',
      registers,
    });
    this.feedDrops = new Counter({
      name: 'feed_clients_dropped_total',
      help: 'Live-feed streams ended because their client fell too far behind (overflow)',
      registers,
    });
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
