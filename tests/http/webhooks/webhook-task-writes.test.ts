import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { ManualClock } from '../../support/manual-clock.js';
import { useTestApp } from '../../support/use-test-app.js';
import { webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const TASKS = '/api/v1/task';

/** docs/api/webhooks.md#payload: real writes, recorded by the change log, reach the receiver. */
describeEachBackend('webhooks of task writes', (backend) => {
  let receiver: WebhookReceiver;
  let clock: ManualClock;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    clock = new ManualClock(Date.now() * 1000);
  });
  afterEach(() => receiver.close());
  const t = useTestApp(backend, {
    app: () => ({ clock, env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' } }),
  });

  async function subscribe(events: string[]): Promise<void> {
    const response = await t.request('POST', '/api/v1/webhooks', {
      token: t.admin,
      json: { url: receiver.url(), events },
    });
    receiver.verifyWith((await json(response)).secret);
  }

  it('when a task is created, updated and archived, then the receiver gets the three events the change log holds, signed', async () => {
    await subscribe(['task.created', 'task.updated', 'task.archived']);
    const task = await json(
      await t.request('POST', TASKS, { token: t.admin, json: { code: 'T-1', label: 'Draft' } }),
    );
    await t.request('PUT', `${TASKS}/${task.id}`, { token: t.admin, json: { label: 'Ship it' } });
    await t.request('DELETE', `${TASKS}/${task.id}`, { token: t.admin });
    // The commits woke the worker already; this waits for its rounds to end.
    await webhookWorker(t).wake();

    const log = t.service.container.get<Persistence>(TOKENS.persistence).changeLog;
    const changes = await log.after(0, 10);
    expect(changes.map((change) => change.action)).toEqual(['created', 'updated', 'archived']);
    const received = [...receiver.received].sort(
      (a, b) => JSON.parse(a.body).data.changeId - JSON.parse(b.body).data.changeId,
    );
    expect(received.map((d) => d.body)).toEqual(changes.map((change) => JSON.stringify(changeEvent(change))));
    expect(received.every((d) => d.verified)).toBe(true);
    const [, updated] = received.map((d) => JSON.parse(d.body));
    expect(updated).toMatchObject({
      type: 'task.updated',
      data: { id: task.id, code: 'T-1', actor: { username: 'admin', apiKey: null } },
    });
    expect(updated.data.changes).toContainEqual({ field: 'label', before: 'Draft', after: 'Ship it' });
  });

  it('when a write is refused, then no event is sent for it; tags are not sent to a task subscription', async () => {
    await subscribe(['task.created']);
    expect(
      (await t.request('POST', TASKS, { token: t.admin, json: { code: 'T-1', label: 'One' } })).status,
    ).toBe(201);
    expect(
      (await t.request('POST', TASKS, { token: t.admin, json: { code: 'T-1', label: 'Two' } })).status,
    ).toBe(409);
    expect(
      (await t.request('POST', '/api/v1/tag', { token: t.admin, json: { code: 'urgent', label: 'Urgent' } }))
        .status,
    ).toBe(201);
    await webhookWorker(t).wake();
    expect(
      receiver.events().map((event) => [event.type, (event.data.record as { label: string }).label]),
    ).toEqual([['task.created', 'One']]);
  });

  it('when a write commits, then it wakes the worker: the receiver gets the event with no poll and no explicit wake', async () => {
    await subscribe(['*']);
    await t.request('POST', TASKS, { token: t.admin, json: { code: 'T-9', label: 'Woken' } });
    await receiver.deliveries(1);
    expect(receiver.events()).toEqual([expect.objectContaining({ type: 'task.created' })]);
  });

  it('when a write no subscription takes commits, then the worker is not woken; one it takes wakes it once', async () => {
    await subscribe(['task.archived']);
    const wakes: number[] = [];
    t.service.container.get<Persistence>(TOKENS.persistence).webhookQueued.subscribe(() => wakes.push(1));
    const task = await json(
      await t.request('POST', TASKS, { token: t.admin, json: { code: 'T-3', label: 'Quiet' } }),
    );
    expect(wakes).toEqual([]);

    await t.request('DELETE', `${TASKS}/${task.id}`, { token: t.admin });
    expect(wakes).toEqual([1]);
    await receiver.deliveries(1);
  });
});
