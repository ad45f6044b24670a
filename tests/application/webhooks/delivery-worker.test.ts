import { describe, expect, it } from 'vitest';
import { NO_METRICS } from '../../../application/shared/ports/metrics.js';
import { DeliveryWorker } from '../../../application/webhooks/delivery-worker.js';
import type {
  AttemptRecord,
  ClaimedDelivery,
  DeliveryQueue,
  RecordedAttempt,
} from '../../../application/webhooks/ports/delivery-queue.js';
import type { WebhookRepository } from '../../../application/webhooks/ports/webhook.repository.js';
import type { OutgoingDelivery } from '../../../application/webhooks/ports/webhook-sender.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { ManualClock } from '../../support/manual-clock.js';
import { signal } from '../../support/signal.js';

const claimed = (id: number): ClaimedDelivery => ({
  id,
  webhookId: 1,
  attempts: 0,
  firstAttemptAt: null,
  payload: `{"n":${id}}`,
  url: 'https://hooks.example.com/',
  secret: 'whsec_a2V5',
  lease: instantFromMicros(1),
});

/** A queue the test fills; `gate` holds the next backlog report until the test opens it. */
class FakeQueue {
  due: ClaimedDelivery[] = [];
  recorded: [number, AttemptRecord][] = [];
  failNext = false;
  gate: Promise<void> | undefined;
  reporting: () => void = () => {};

  readonly port = {
    claim: async (_now: unknown, _lease: unknown, limit: number) => {
      if (this.failNext) {
        this.failNext = false;
        throw new Error('database unreachable');
      }
      return this.due.splice(0, limit);
    },
    record: async (attempts: readonly RecordedAttempt[]) => {
      for (const { delivery, attempt } of attempts) this.recorded.push([delivery.id, attempt]);
    },
    backlog: async () => {
      this.reporting();
      const gate = this.gate;
      this.gate = undefined;
      await gate;
      return { pending: this.due.length, oldestQueuedAt: null };
    },
  } as unknown as DeliveryQueue;
}

/** Answers 200 at once, or once `held` resolves for the deliveries it names. */
function worker(
  queue: FakeQueue,
  failures: unknown[] = [],
  held: (delivery: OutgoingDelivery) => Promise<void> | undefined = () => undefined,
) {
  const sent: OutgoingDelivery[] = [];
  const paused: number[] = [];
  const instance = new DeliveryWorker({
    queue: queue.port,
    webhooks: { pause: async (id: number) => void paused.push(id) } as unknown as WebhookRepository,
    sender: {
      send: async (delivery) => {
        sent.push(delivery);
        await held(delivery);
        return { kind: 'answered', status: 200, durationMs: 1 };
      },
    },
    clock: new ManualClock(),
    random: () => 0,
    metrics: NO_METRICS,
    failed: (error) => failures.push(error),
  });
  return { instance, sent, paused };
}

describe('DeliveryWorker', () => {
  it('when woken while a round reports its backlog, then the wake is not lost: another round sends what came meanwhile', async () => {
    const queue = new FakeQueue();
    const { instance, sent } = worker(queue);
    const opened = signal();
    queue.gate = opened.happened;
    const reporting = signal();
    queue.reporting = reporting.fire;
    const first = instance.wake();
    await reporting.happened;
    queue.due.push(claimed(2));
    const second = instance.wake();
    opened.fire();
    await Promise.all([first, second]);
    expect(sent.map((delivery) => delivery.messageId)).toEqual(['msg_2']);
  });

  it('when more than a batch is due, then rounds go on until none is left', async () => {
    const queue = new FakeQueue();
    queue.due = Array.from({ length: 25 }, (_, i) => claimed(i + 1));
    const { instance, sent } = worker(queue);
    await instance.wake();
    expect(sent).toHaveLength(25);
    expect(queue.recorded.map(([, attempt]) => attempt.status)).toEqual(Array(25).fill('delivered'));
  });

  it('when a receiver holds its attempt, then the other due deliveries go meanwhile, at most 32 at once', async () => {
    const queue = new FakeQueue();
    queue.due = Array.from({ length: 100 }, (_, i) => claimed(i + 1));
    const released = signal();
    let underWay = 0;
    let most = 0;
    const allButOne = signal();
    const { instance, sent } = worker(queue, [], (delivery) => {
      underWay += 1;
      most = Math.max(most, underWay);
      const answered = delivery.messageId === 'msg_1' ? released.happened : Promise.resolve();
      return answered.then(() => {
        underWay -= 1;
      });
    });
    queue.port.record = async (attempts) => {
      for (const { delivery, attempt } of attempts) queue.recorded.push([delivery.id, attempt]);
      if (queue.recorded.length === 99) allButOne.fire();
    };
    const woken = instance.wake();
    await allButOne.happened;
    expect(sent).toHaveLength(100);
    expect(queue.recorded.map(([id]) => id)).not.toContain(1);
    released.fire();
    await woken;
    expect(queue.recorded).toHaveLength(100);
    expect(most).toBe(32);
  });

  it('when a receiver holds its attempt, then a delivery queued meanwhile goes without waiting for it', async () => {
    const queue = new FakeQueue();
    queue.due = [claimed(1)];
    const released = signal();
    const secondRecorded = signal();
    const firstSent = signal();
    const { instance, sent } = worker(queue, [], (delivery) => {
      if (delivery.messageId !== 'msg_1') return undefined;
      firstSent.fire();
      return released.happened;
    });
    queue.port.record = async (attempts) => {
      for (const { delivery, attempt } of attempts) queue.recorded.push([delivery.id, attempt]);
      if (queue.recorded.some(([id]) => id === 2)) secondRecorded.fire();
    };
    const first = instance.wake();
    await firstSent.happened;
    queue.due.push(claimed(2));
    const second = instance.wake();
    await secondRecorded.happened;
    expect(sent.map((delivery) => delivery.messageId)).toEqual(['msg_1', 'msg_2']);
    expect(queue.recorded.map(([id]) => id)).toEqual([2]);
    released.fire();
    await Promise.all([first, second]);
    expect(queue.recorded.map(([id]) => id)).toEqual([2, 1]);
  });

  it('when a round fails, then the failure is reported and the next wake works', async () => {
    const queue = new FakeQueue();
    const failures: unknown[] = [];
    const { instance, sent } = worker(queue, failures);
    queue.failNext = true;
    queue.due = [claimed(1)];
    await instance.wake();
    expect(failures).toHaveLength(1);
    expect(sent).toEqual([]);
    await instance.wake();
    expect(sent.map((delivery) => delivery.messageId)).toEqual(['msg_1']);
  });

  it('when stopped, then later wakes send nothing', async () => {
    const queue = new FakeQueue();
    const { instance, sent } = worker(queue);
    await instance.stop();
    queue.due = [claimed(1)];
    await instance.wake();
    expect(sent).toEqual([]);
  });
});
