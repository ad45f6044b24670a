import type { Container } from 'inversify';
import { webhooksHttp } from '../adapters/http/webhooks/webhooks.handlers.js';
import { describeError } from '../adapters/logging/describe-error.js';
import { DnsHostResolver } from '../adapters/webhooks/dns-host-resolver.js';
import { HttpWebhookSender } from '../adapters/webhooks/http-webhook-sender.js';
import type { ChangeSignal } from '../application/changes/ports/change-signal.js';
import { DeliveryWorker } from '../application/webhooks/delivery-worker.js';
import { webhookUseCases } from '../application/webhooks/webhooks.use-cases.js';
import type { ModuleDeps } from './module-deps.js';
import { type ExchangeSchedule, every, type RunningJob } from './repeated-job.js';
import type { SharedOverrides } from './shared.bindings.js';
import { TOKENS } from './tokens.js';

/** How often the worker looks for due deliveries (retries, other instances' writes) without a wake. */
const POLL_MS = 5000;

/** Webhook subscriptions and their delivery worker (docs/api/webhooks.md). */
export function bindWebhooks(container: Container, deps: ModuleDeps, overrides: SharedOverrides): void {
  const { persistence, config, clock, logger } = deps;
  const resolver = overrides.hostResolver ?? new DnsHostResolver();
  const allowPrivateNetworks = config.webhooksAllowPrivateNetworks;
  const worker = new DeliveryWorker({
    queue: persistence.webhookDeliveries,
    webhooks: persistence.webhooks,
    sender: new HttpWebhookSender({ resolver, allowPrivateNetworks }),
    clock,
    random: Math.random,
    metrics: deps.metrics,
    failed: (error) =>
      logger.warn({ err: describeError(error) }, 'webhook worker failed; its next wake or poll tries again'),
  });
  container.bind(TOKENS.webhookWorker).toConstantValue(worker);
  const useCases = webhookUseCases({
    webhooks: persistence.webhooks,
    deliveries: persistence.webhookDeliveries,
    resolver,
    allowPrivateNetworks,
    random: deps.random,
    clock,
    wakeWorker: () => void worker.wake(),
  });
  container.bind(TOKENS.httpModules).toConstantValue(webhooksHttp(useCases));
}

/**
 * Starts the worker: woken at once (what was queued before the start), after every commit that
 * queued deliveries here, and by its polls (deliveries another instance queued, retries), which
 * also prune its log.
 */
export function startWebhooks(
  container: Container,
  signal: ChangeSignal,
  schedule: ExchangeSchedule = every(POLL_MS),
): RunningJob {
  const worker = container.get<DeliveryWorker>(TOKENS.webhookWorker);
  const unsubscribe = signal.subscribe(() => void worker.wake());
  const unschedule = schedule(async () => {
    await worker.prune();
    await worker.wake();
  });
  // What was queued before this start (by a process that stopped, or killed mid-attempt once its
  // lease is over) goes now, not at the first poll.
  void worker.wake();
  return {
    stop: async () => {
      unsubscribe();
      unschedule();
      await worker.stop();
    },
  };
}
