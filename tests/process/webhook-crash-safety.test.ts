import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { useKilledServices } from '../support/killed-services.js';
import type { ServiceProcess } from '../support/service-process.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const PASSWORD = 'webhook-crash-pw';
/** Each test starts the service twice: each start took 80 s at a load average of 30. */
const TEST_TIMEOUT_MS = 600_000;

interface DeliveryRow extends Record<string, unknown> {
  id: number;
  status: string;
  attempts: number;
  locked_until: number | string | null;
}

/**
 * At least once across a crash (docs/api/webhooks.md#retries): a process killed with SIGKILL
 * while a receiver holds its delivery open never records that attempt, so the delivery is sent
 * again, with the same webhook-id, by the process started after it on the same database.
 */
describeEachBackend(
  'a service process killed while a webhook delivery is in flight',
  (backend) => {
    let receiver: WebhookReceiver;
    // Registered first, so closed last: after the processes holding its requests are killed.
    beforeEach(async () => {
      receiver = await WebhookReceiver.start();
    });
    afterEach(() => receiver.close());
    const { start, inspector } = useKilledServices(backend, PASSWORD, {
      APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    });

    const call = (service: ServiceProcess, token: string, method: string, path: string, body?: unknown) =>
      fetch(`${service.baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const deliveryRows = () =>
      inspector().rows<DeliveryRow>('select id, status, attempts, locked_until from webhook_deliveries');

    it('sends the delivery again after a restart, with the same webhook-id', async () => {
      const { service, token } = await start();
      const created = await call(service, token, 'POST', '/api/v1/webhooks', {
        url: receiver.url(),
        events: ['task.created'],
      });
      expect(created.status).toBe(201);
      const webhook = (await created.json()) as { id: number; secret: string };
      receiver.verifyWith(webhook.secret);

      // The receiver takes the request and answers nothing: the attempt is in flight when the
      // process is killed, whatever the machine's load.
      const release = receiver.hold();
      const task = await call(service, token, 'POST', '/api/v1/task', { code: 'HOOK-1', label: 'sent' });
      expect(task.status).toBe(201);
      await receiver.deliveries(1);
      service.child.kill('SIGKILL');
      expect(await service.exited).toBeNull();
      release();

      // The attempt was never recorded: the delivery is pending, held by the dead process's lease.
      const [row] = await deliveryRows();
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row!.locked_until).not.toBeNull();
      // A lease lasts a minute of the service's clock; the test ends it rather than waiting for
      // the clock, as the minute would have passed for an instance reading it then.
      await inspector().rows(
        `update webhook_deliveries set locked_until = 0 where id = ${row!.id} returning id`,
      );

      const restarted = await start();
      await receiver.deliveries(2);
      const [first, again] = receiver.received;
      expect(again!.headers['webhook-id']).toBe(`msg_${row!.id}`);
      expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      expect(again!.body).toBe(first!.body);
      expect(again!.verified).toBe(true);
      expect(receiver.events()[1]).toMatchObject({ type: 'task.created', data: { code: 'HOOK-1' } });

      // The log shows the one attempt that was recorded, once the restarted process has written it.
      let logged: { status: string }[] = [];
      while (logged[0]?.status !== 'delivered') {
        const path = `/api/v1/webhooks/${webhook.id}/deliveries`;
        const page = await call(restarted.service, restarted.token, 'GET', path);
        expect(page.status).toBe(200);
        logged = (await page.json()) as { status: string }[];
      }
      expect(logged).toMatchObject([{ status: 'delivered', attempts: 1, lastResponseStatus: 200 }]);
      expect(receiver.received).toHaveLength(2);
    });
  },
  ['sqlite', 'postgres'],
  { timeout: TEST_TIMEOUT_MS },
);
