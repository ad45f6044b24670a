import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { describeEachBackend } from '../../support/backends.js';
import { capturedLogger } from '../../support/captured-logger.js';
import { json } from '../../support/http.js';
import { ManualClock } from '../../support/manual-clock.js';
import { ManualExchanges } from '../../support/manual-exchanges.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { enqueueChanges, taskChange, webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const PATH = '/api/v1/webhooks';

interface DeliveryJson {
  id: number;
  status: string;
  attempts: number;
  eventType: string;
  changeId: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastDurationMs: number | null;
}

describeEachBackend('webhook deliveries', (backend) => {
  let receiver: WebhookReceiver;
  // Standard Webhooks receivers refuse timestamps five minutes away from their own clock: start at theirs.
  let clock: ManualClock;
  let polls: ManualExchanges;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    clock = new ManualClock(Date.now() * 1000);
    polls = new ManualExchanges();
  });
  afterEach(() => receiver.close());
  let logs: string[];
  const t = useTestApp(backend, {
    app: () => {
      const captured = capturedLogger();
      logs = captured.lines;
      return {
        clock,
        logger: captured.logger,
        webhookPolls: polls.schedule,
        env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' },
      };
    },
  });

  let secret: string;
  async function subscribe(events: string[] = ['task.created', 'task.updated']): Promise<number> {
    const response = await t.request('POST', PATH, { token: t.admin, json: { url: receiver.url(), events } });
    const created = (await response.json()) as { id: number; secret: string };
    secret = created.secret;
    receiver.verifyWith(secret);
    return created.id;
  }

  async function deliveries(id: number, token = t.admin): Promise<DeliveryJson[]> {
    const response = await t.request('GET', `${PATH}/${id}/deliveries`, { token });
    expect(response.status).toBe(200);
    return response.json() as Promise<DeliveryJson[]>;
  }

  it('when tasks change, then the receiver gets each subscribed event once, signed, with the change event as its body', async () => {
    const id = await subscribe();
    const changes = [
      taskChange('created', 7, clock.now()),
      taskChange('updated', 7, clock.now()),
      taskChange('archived', 7, clock.now()),
    ];
    await enqueueChanges(t, changes);
    await webhookWorker(t).wake();

    expect(receiver.received.map((d) => d.verified)).toEqual([true, true]);
    const bodies = receiver.received.map((d) => d.body).sort();
    expect(bodies).toEqual(
      changes
        .slice(0, 2)
        .map((c) => JSON.stringify(changeEvent(c)))
        .sort(),
    );
    expect(
      receiver
        .events()
        .map((e) => e.type)
        .sort(),
    ).toEqual(['task.created', 'task.updated']);
    const log = await deliveries(id);
    for (const delivery of receiver.received) {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['webhook-timestamp']).toBe(String(Math.floor(clock.now() / 1_000_000)));
      expect(log.map((d) => `msg_${d.id}`)).toContain(delivery.headers['webhook-id']);
    }
    expect(log).toEqual([
      expect.objectContaining({
        eventType: 'task.created',
        changeId: changes[0]!.id,
        status: 'delivered',
        attempts: 1,
      }),
      expect.objectContaining({
        eventType: 'task.updated',
        changeId: changes[1]!.id,
        status: 'delivered',
        attempts: 1,
      }),
    ]);
    expect(log[0]).toMatchObject({ lastResponseStatus: 200, lastError: null, nextAttemptAt: null });
    expect(log[0]!.lastAttemptAt).not.toBeNull();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(secret.slice('whsec_'.length)))).toEqual([]);
  });

  it('when the receiver answers 500 then 200, then the delivery is retried once its backoff has passed, with the same webhook-id', async () => {
    const id = await subscribe();
    receiver.answer(500);
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    await webhookWorker(t).wake();
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastResponseStatus: 500 });
    const wait = (Date.parse(failed!.nextAttemptAt!) - Date.parse(failed!.lastAttemptAt!)) / 1000;
    expect(wait).toBeGreaterThanOrEqual(4);
    expect(wait).toBeLessThanOrEqual(5);

    await webhookWorker(t).wake();
    expect(receiver.received).toHaveLength(1);

    clock.advanceSeconds(5);
    await webhookWorker(t).wake();
    expect(receiver.received.map((d) => [d.status, d.verified])).toEqual([
      [500, true],
      [200, true],
    ]);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 2,
        lastResponseStatus: 200,
        nextAttemptAt: null,
      }),
    ]);
  });

  it('when the receiver keeps failing for a day, then the delivery fails for good', async () => {
    const id = await subscribe();
    receiver.answer(...Array<number>(40).fill(503));
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    for (let round = 0; round < 40 && (await deliveries(id))[0]!.status === 'pending'; round += 1) {
      await webhookWorker(t).wake();
      clock.advanceSeconds(3600);
    }
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'failed', lastResponseStatus: 503, nextAttemptAt: null });
    expect(delivery!.attempts).toBeGreaterThan(20);
    expect(delivery!.attempts).toBeLessThan(40);
  });

  it('when the receiver answers 410, then the subscription is paused with a reason and queues nothing more', async () => {
    const id = await subscribe();
    receiver.answer(410);
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    await webhookWorker(t).wake();
    expect(await (await t.request('GET', `${PATH}/${id}`, { token: t.admin })).json()).toMatchObject({
      paused: true,
      pausedReason: 'The receiver answered 410 Gone',
    });
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ status: 'failed', lastResponseStatus: 410 }),
    ]);

    await enqueueChanges(t, [taskChange('created', 2, clock.now())]);
    await webhookWorker(t).wake();
    expect(await deliveries(id)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('when a delivery is redelivered, then it is queued at once and the receiver gets it again with the same webhook-id', async () => {
    const id = await subscribe();
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    await webhookWorker(t).wake();
    const [delivered] = await deliveries(id);
    const redeliver = await t.request('POST', `${PATH}/${id}/deliveries/${delivered!.id}/redeliver`, {
      token: t.admin,
    });
    expect(redeliver.status).toBe(202);
    expect(await redeliver.json()).toMatchObject({ id: delivered!.id, status: 'pending', attempts: 0 });
    await webhookWorker(t).wake();
    await receiver.deliveries(2);
    expect(receiver.received.map((d) => d.headers['webhook-id'])).toEqual([
      `msg_${delivered!.id}`,
      `msg_${delivered!.id}`,
    ]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(await deliveries(id)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);

    const unknown = await t.request('POST', `${PATH}/${id}/deliveries/${delivered!.id + 100}/redeliver`, {
      token: t.admin,
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('WEBHOOK.DELIVERY_NOT_FOUND');
  });

  it('when the write that would queue deliveries rolls back, then nothing is queued or sent', async () => {
    const id = await subscribe(['*']);
    const persistence = t.service.container.get<Persistence>(TOKENS.persistence);
    const failing = persistence.unitOfWork.run(async () => {
      await persistence.webhookOutbox.enqueue([taskChange('created', 1, clock.now())]);
      throw new Error('the write failed after its changes were queued');
    });
    await expect(failing).rejects.toThrow('the write failed');
    await webhookWorker(t).wake();
    expect(await deliveries(id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('when a subscription is paused by an administrator, then changes queue nothing for it; resumed, they do again', async () => {
    const id = await subscribe(['*']);
    await t.request('PATCH', `${PATH}/${id}`, { token: t.admin, json: { paused: true } });
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    expect(await deliveries(id)).toEqual([]);
    await t.request('PATCH', `${PATH}/${id}`, { token: t.admin, json: { paused: false } });
    await enqueueChanges(t, [taskChange('created', 2, clock.now())]);
    await webhookWorker(t).wake();
    expect(receiver.events().map((e) => e.data.id)).toEqual([2]);
  });

  it('when deliveries are listed with a limit and a status, then they page by ID and filter', async () => {
    const id = await subscribe(['*']);
    receiver.answer(500);
    await enqueueChanges(
      t,
      [1, 2, 3].map((n) => taskChange('created', n, clock.now())),
    );
    await webhookWorker(t).wake();
    const page = await t.request('GET', `${PATH}/${id}/deliveries?limit=2&sort=-id`, { token: t.admin });
    const first = (await page.json()) as DeliveryJson[];
    const next = page.headers.get('Link')!.match(/<([^>]+)>/)![1]!;
    const rest = (await (await t.request('GET', next, { token: t.admin })).json()) as DeliveryJson[];
    const ids = [...first, ...rest].map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(3);
    const pending = (await (
      await t.request('GET', `${PATH}/${id}/deliveries?status=pending`, { token: t.admin })
    ).json()) as DeliveryJson[];
    expect(pending.map((d) => d.lastResponseStatus)).toEqual([500]);
  });

  it('when deliveries are attempted, then the metrics count them and show the queue', async () => {
    await subscribe(['*']);
    receiver.answer(500);
    await enqueueChanges(
      t,
      [1, 2].map((n) => taskChange('created', n, clock.now())),
    );
    await webhookWorker(t).wake();
    const text = await (await t.request('GET', '/metrics')).text();
    expect(text).toContain('webhook_deliveries_total{outcome="delivered"} 1');
    expect(text).toContain('webhook_deliveries_total{outcome="retried"} 1');
    expect(text).toMatch(/^webhook_queue_depth 1$/m);
    expect(text).toMatch(/^webhook_oldest_pending_seconds 0$/m);
  });

  it('when finished deliveries are older than the log keeps, then a poll forgets them and keeps the pending ones', async () => {
    const id = await subscribe(['*']);
    receiver.answer(200, 500);
    await enqueueChanges(t, [taskChange('created', 1, clock.now())]);
    await webhookWorker(t).wake();
    await enqueueChanges(t, [taskChange('created', 2, clock.now())]);
    await webhookWorker(t).wake();
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['delivered', 'pending']);
    // Paused, the subscription's pending delivery waits instead of being tried again.
    await t.request('PATCH', `${PATH}/${id}`, { token: t.admin, json: { paused: true } });

    // Sessions end long before: a new sign-in reads the log each time.
    clock.advanceSeconds(29 * 24 * 3600);
    await polls.run();
    expect(await deliveries(id, await t.login(ADMIN.username, ADMIN.password))).toHaveLength(2);

    clock.advanceSeconds(2 * 24 * 3600);
    await polls.run();
    expect(await deliveries(id, await t.login(ADMIN.username, ADMIN.password))).toEqual([
      expect.objectContaining({ status: 'pending', lastResponseStatus: 500 }),
    ]);
  });
});
