import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Clock } from '../../../application/shared/ports/clock.js';
import type { HostResolver } from '../../../application/webhooks/ports/host-resolver.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { describeEachBackend } from '../../support/backends.js';
import { useTestApp } from '../../support/use-test-app.js';
import { enqueueChanges, taskChange, webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const PATH = '/api/v1/webhooks';

/** A name whose addresses the test changes between the check at creation and the delivery. */
class ChangingResolver implements HostResolver {
  addresses: string[] = ['93.184.216.34'];
  async resolve(host: string): Promise<readonly string[]> {
    return host === 'hooks.example.com' ? this.addresses : [];
  }
}

for (const allowPrivateNetworks of [false, true]) {
  describeEachBackend(
    `webhook addresses at delivery (APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS=${allowPrivateNetworks})`,
    (backend) => {
      let receiver: WebhookReceiver;
      let resolver: ChangingResolver;
      beforeEach(async () => {
        receiver = await WebhookReceiver.start();
        resolver = new ChangingResolver();
      });
      afterEach(() => receiver.close());
      const t = useTestApp(backend, {
        app: () => ({
          hostResolver: resolver,
          env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: String(allowPrivateNetworks) },
        }),
      });

      it(`when the name resolves to 127.0.0.1 at delivery, then the delivery is ${allowPrivateNetworks ? 'sent there' : 'refused and nothing is sent'}`, async () => {
        const url = receiver.url().replace('127.0.0.1', 'hooks.example.com');
        const created = await t.request('POST', PATH, { token: t.admin, json: { url, events: ['*'] } });
        expect(created.status).toBe(201);
        const { id, secret } = (await created.json()) as { id: number; secret: string };
        receiver.verifyWith(secret);
        resolver.addresses = ['127.0.0.1'];

        await enqueueChanges(t, [
          taskChange('created', 1, t.service.container.get<Clock>(TOKENS.clock).now()),
        ]);
        await webhookWorker(t).wake();

        const [delivery] = (await (
          await t.request('GET', `${PATH}/${id}/deliveries`, { token: t.admin })
        ).json()) as {
          status: string;
          lastError: string | null;
          lastResponseStatus: number | null;
        }[];
        if (allowPrivateNetworks) {
          expect(receiver.received).toHaveLength(1);
          expect(delivery).toMatchObject({ status: 'delivered', lastResponseStatus: 200, lastError: null });
        } else {
          expect(receiver.received).toEqual([]);
          expect(delivery).toMatchObject({
            status: 'pending',
            lastResponseStatus: null,
            lastError: 'refused: the host is not a public address',
          });
        }
      });
    },
  );
}
