import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { ManualClock } from '../../support/manual-clock.js';
import type { TestApp } from '../../support/test-app.js';
import { withTwoInstances } from '../../support/two-instances.js';
import { enqueueChanges, taskChange, webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const PATH = '/api/v1/webhooks';

/** docs/api/webhooks.md#several-instances: instances sharing a Postgres database share the deliveries. */
describeEachBackend(
  'webhook deliveries from two instances',
  (backend) => {
    let receiver: WebhookReceiver;
    let clock: ManualClock;
    beforeEach(async () => {
      receiver = await WebhookReceiver.start();
      clock = new ManualClock(Date.now() * 1000);
    });
    afterEach(() => receiver.close());
    const options = () => ({ clock, env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' } });

    async function subscribe(app: TestApp): Promise<number> {
      const token = await app.adminToken();
      const response = await app.request('POST', PATH, {
        token,
        json: { url: receiver.url(), events: ['*'] },
      });
      const { id, secret } = (await response.json()) as { id: number; secret: string };
      receiver.verifyWith(secret);
      return id;
    }

    it('when both instances send at once, then every delivery is sent once and never by both at the same time', async () => {
      await withTwoInstances(
        backend,
        async (one, two) => {
          const id = await subscribe(one);
          await enqueueChanges(
            two,
            Array.from({ length: 30 }, (_, n) => taskChange('created', n + 1, clock.now())),
          );
          // Held, each instance keeps its first batch in flight while the other claims.
          const release = receiver.hold();
          const sending = Promise.all([webhookWorker(one).wake(), webhookWorker(two).wake()]);
          await receiver.deliveries(20);
          release();
          await sending;
          await Promise.all([webhookWorker(one).wake(), webhookWorker(two).wake()]);

          const ids = receiver.received.map((d) => d.headers['webhook-id']);
          expect(ids).toHaveLength(30);
          expect(new Set(ids).size).toBe(30);
          expect(receiver.overlaps).toBe(0);
          expect(receiver.received.every((d) => d.verified)).toBe(true);
          const log = (await (
            await one.request('GET', `${PATH}/${id}/deliveries?status=delivered&count=true`, {
              token: await one.adminToken(),
            })
          ).headers.get('X-Total-Count')) as string;
          expect(log).toBe('30');
        },
        options(),
      );
    });

    it('when an instance dies holding deliveries, then another sends them once their lease has expired', async () => {
      await withTwoInstances(
        backend,
        async (one, two) => {
          await subscribe(one);
          // Instance one's worker is dead: the delivery it queues stays in the queue for the claim below.
          await webhookWorker(one).stop();
          await enqueueChanges(one, [taskChange('created', 1, clock.now())]);
          // Instance one claims and dies before sending: its lease is all that is left of it.
          const queue = one.service.container.get<Persistence>(TOKENS.persistence).webhookDeliveries;
          const lease = instantFromMicros(clock.now() + 60_000_000);
          expect(await queue.claim(clock.now(), lease, 10)).toHaveLength(1);

          await webhookWorker(two).wake();
          expect(receiver.received).toEqual([]);

          clock.advanceSeconds(61);
          await webhookWorker(two).wake();
          expect(receiver.received).toHaveLength(1);
          expect(receiver.received[0]!.verified).toBe(true);
        },
        options(),
      );
    });

    it("when one instance subscribes after the other wrote with no subscriber, then the other's next writes queue their deliveries", async () => {
      await withTwoInstances(
        backend,
        async (one, two) => {
          const token = await two.adminToken();
          const create = (code: string) =>
            two.request('POST', '/api/v1/task', { token, json: { code, label: code } });
          // Instance two writes knowing no subscription: its writes look for no deliveries.
          expect((await create('BEFORE')).status).toBe(201);
          await subscribe(one);
          expect((await create('AFTER')).status).toBe(201);
          const id = Number(((await (await create('UPDATED')).json()) as { id: number }).id);
          const update = await two.request('PUT', `/api/v1/task/${id}`, {
            token,
            json: { label: 'Changed' },
          });
          expect(update.status).toBe(200);
          // Paused, the subscription takes nothing: the next writes queue none.
          const admin = await one.adminToken();
          const [webhook] = (await (await one.request('GET', PATH, { token: admin })).json()) as {
            id: number;
          }[];
          const paused = await one.request('PATCH', `${PATH}/${webhook!.id}`, {
            token: admin,
            json: { paused: true },
          });
          expect(paused.status).toBe(200);
          expect((await create('PAUSED')).status).toBe(201);
          const deliveries = (await (
            await one.request('GET', `${PATH}/${webhook!.id}/deliveries`, { token: admin })
          ).json()) as { eventType: string }[];
          expect(deliveries.map((d) => d.eventType).sort()).toEqual([
            'task.created',
            'task.created',
            'task.updated',
          ]);
        },
        options(),
      );
    });
  },
  ['postgres'],
);
