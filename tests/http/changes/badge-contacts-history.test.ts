import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

/** docs/api/changes.md#entries: a PUT of a badge's contacts is an update of the badge's `contacts`. */
describeEachBackend('badge contacts in the change log', (backend) => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(() => receiver.close());
  const t = useTestApp(backend, { app: { env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' } } });

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(method, path, { token: t.admin, json: body });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return json(response);
  };
  const history = async (badgeId: number) =>
    json(await t.request('GET', `/api/v1/badge/${badgeId}/history`, { token: t.admin }));
  const contact = (lastName: string) => send('POST', '/api/v1/contact', { firstName: 'A', lastName });

  it('when contacts are put on a badge twice, then each PUT is an update whose changes give the contact IDs before and after, sorted', async () => {
    const badge = await send('POST', '/api/v1/badge', { code: 'B-1', label: 'Visitor' });
    const [zed, abe, kim] = [await contact('Zed'), await contact('Abe'), await contact('Kim')];
    await send('PUT', `/api/v1/badge/${badge.id}/contacts`, { contactIds: [zed.id, abe.id] });
    await send('PUT', `/api/v1/badge/${badge.id}/contacts`, { contactIds: [kim.id, abe.id, kim.id] });
    await send('PUT', `/api/v1/badge/${badge.id}/contacts`, { contactIds: [abe.id, kim.id] });
    const [same, second, first, created] = await history(badge.id);
    expect(created.type).toBe('badge.created');
    expect(first).toMatchObject({
      type: 'badge.updated',
      action: 'updated',
      actor: { username: 'admin', apiKey: null },
      changes: [{ field: 'contacts', before: [], after: [zed.id, abe.id].sort((a, b) => a - b) }],
      record: { id: badge.id, code: 'B-1', label: 'Visitor' },
    });
    expect(second.changes).toEqual([
      {
        field: 'contacts',
        before: [zed.id, abe.id].sort((a, b) => a - b),
        after: [abe.id, kim.id].sort((a, b) => a - b),
      },
    ]);
    // The write happened, as an update that changes no field does.
    expect(same).toMatchObject({ type: 'badge.updated', changes: [] });
  });

  it('when a PUT names an unknown contact or badge, then it is refused and no entry is written', async () => {
    const badge = await send('POST', '/api/v1/badge', { code: 'B-1', label: 'Visitor' });
    const abe = await contact('Abe');
    await expectProblem(
      await t.request('PUT', `/api/v1/badge/${badge.id}/contacts`, {
        token: t.admin,
        json: { contactIds: [abe.id, 999_999] },
      }),
      400,
    );
    await expectProblem(
      await t.request('PUT', '/api/v1/badge/999999/contacts', {
        token: t.admin,
        json: { contactIds: [abe.id] },
      }),
      404,
    );
    expect((await history(badge.id)).map((entry: { type: string }) => entry.type)).toEqual(['badge.created']);
  });

  it('when a subscriber takes badge.updated, then a PUT of contacts is delivered to it', async () => {
    const subscription = await send('POST', '/api/v1/webhooks', {
      url: receiver.url(),
      events: ['badge.updated'],
    });
    receiver.verifyWith(subscription.secret);
    const badge = await send('POST', '/api/v1/badge', { code: 'B-1', label: 'Visitor' });
    const abe = await contact('Abe');
    await send('PUT', `/api/v1/badge/${badge.id}/contacts`, { contactIds: [abe.id] });
    await webhookWorker(t).wake();
    expect(receiver.received.map((delivery) => JSON.parse(delivery.body))).toEqual([
      expect.objectContaining({
        type: 'badge.updated',
        data: expect.objectContaining({
          id: badge.id,
          changes: [{ field: 'contacts', before: [], after: [abe.id] }],
        }),
      }),
    ]);
  });
});
