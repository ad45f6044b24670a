import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import { changeEvent } from '../../../domain/changes/change-event.js';
import { readArchive, writeArchive } from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { openFeed } from '../../support/feed-client.js';
import { expectProblem, json } from '../../support/http.js';
import { ManualSchedule } from '../../support/manual-schedule.js';
import { backupText, restoreText } from '../../support/restore-fixture.js';
import { serveOnSocket } from '../../support/socket-server.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';
import { webhookWorker } from '../../support/webhook-changes.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

/** docs/api/changes.md#entries and docs/adr/0058-a-restore-logs-every-record-it-writes.md. */
describeEachBackend('a restore in the change log', (backend) => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(() => receiver.close());
  const schedule = new ManualSchedule();
  const t = useTestApp(backend, {
    app: { env: { APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' }, feedSchedule: schedule.schedule },
  });

  const send = async (method: string, path: string, body?: unknown, token = t.admin) => {
    const response = await t.request(method, path, { token, json: body });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return json(response);
  };
  const log = () => t.service.container.get<Persistence>(TOKENS.persistence).changeLog;
  const restore = async (archive: string) => {
    const response = await restoreText(t, t.admin, archive);
    expect(response.status, await response.clone().text()).toBe(200);
    return t.login(ADMIN.username, ADMIN.password);
  };

  it('when an instance is restored, then the log holds one restored entry per record, by the restorer, and nothing older', async () => {
    const task = await send('POST', '/api/v1/task', { code: 'T-1', label: 'One' });
    await send('PATCH', `/api/v1/task/${task.id}`, { label: 'Two' });
    const contact = await send('POST', '/api/v1/contact', { firstName: 'Ada', lastName: 'King' });
    const tag = await send('POST', '/api/v1/tag', { code: 'urgent', label: 'Urgent' });
    const latest = await log().latest();
    const token = await restore(await backupText(t, t.admin));

    const entries = await log().after(0, 100);
    expect(entries.map((entry) => [entry.resource, entry.recordId, entry.code])).toEqual([
      ['tasks', task.id, 'T-1'],
      ['tags', tag.id, 'urgent'],
      ['contacts', contact.id, null],
    ]);
    // IDs go on from where they were: a feed client resuming after `latest` misses none.
    expect(entries[0]!.id).toBeGreaterThan(latest);
    const history = await send('GET', `/api/v1/task/${task.id}/history`, undefined, token);
    expect(history).toEqual([
      {
        changeId: entries[0]!.id,
        type: 'task.restored',
        action: 'restored',
        at: expect.any(String),
        actor: { username: 'admin', apiKey: null },
        changes: [],
        record: null,
      },
    ]);
    const contactHistory = await send('GET', `/api/v1/contact/${contact.id}/history`, undefined, token);
    expect(contactHistory.map((entry: { type: string }) => entry.type)).toEqual(['contact.restored']);
  });

  it('when a subscriber takes task.restored, then it gets one delivery per restored task, the JSON of its entry, and no other', async () => {
    const subscription = await send('POST', '/api/v1/webhooks', {
      url: receiver.url(),
      events: ['task.restored'],
    });
    receiver.verifyWith(subscription.secret);
    await send('POST', '/api/v1/task', { code: 'T-1', label: 'One' });
    await send('POST', '/api/v1/task', { code: 'T "2" \\ ü', label: 'Two' });
    await send('POST', '/api/v1/tag', { code: 'urgent', label: 'Urgent' });
    await restore(await backupText(t, t.admin));
    await webhookWorker(t).wake();

    const tasks = (await log().after(0, 100)).filter((entry) => entry.resource === 'tasks');
    expect(tasks).toHaveLength(2);
    // Put together by the database, byte for byte what a write's delivery carries.
    const bodies = receiver.received.map((delivery) => delivery.body).sort();
    expect(bodies).toEqual(tasks.map((entry) => JSON.stringify(changeEvent(entry))).sort());
    expect(receiver.received.every((delivery) => delivery.verified)).toBe(true);
  });

  it('when a feed stream is open during a restore, then it gets the restored entries once committed, in order', async () => {
    const server = await serveOnSocket(t);
    try {
      const feed = openFeed(server.origin, t.admin);
      await feed.opened;
      const task = await send('POST', '/api/v1/task', { code: 'T-1', label: 'One' });
      const tag = await send('POST', '/api/v1/tag', { code: 'urgent', label: 'Urgent' });
      await restore(await backupText(t, t.admin));
      await expect.poll(() => feed.events.length).toBe(4);
      feed.close();
      expect(feed.events.map((event) => [event.type, event.data.data.id, event.data.data.record])).toEqual([
        ['task.created', task.id, expect.anything()],
        ['tag.created', tag.id, expect.anything()],
        ['task.restored', task.id, null],
        ['tag.restored', tag.id, null],
      ]);
    } finally {
      await server.close();
    }
  });

  it('when a restore is refused half way, then the log keeps every entry it held', async () => {
    const task = await send('POST', '/api/v1/task', { code: 'T-1', label: 'One' });
    await send('PATCH', `/api/v1/task/${task.id}`, { label: 'Two' });
    const badge = await send('POST', '/api/v1/badge', { code: 'B-1', label: 'Visitor' });
    const contact = await send('POST', '/api/v1/contact', { firstName: 'Ada', lastName: 'King' });
    await send('PUT', `/api/v1/badge/${badge.id}/contacts`, { contactIds: [contact.id] });
    const before = await log().after(0, 100);
    // The last section repeats its row: every section before it is written when the refusal comes.
    const content = readArchive(await backupText(t, t.admin));
    const links = content.sections.badgeContacts!;
    links.push({ ...links[0]! });
    await expectProblem(await restoreText(t, t.admin, writeArchive(content)), 400, 'ARCHIVE.INVALID');

    expect(await log().after(0, 100)).toEqual(before);
    const history = await send('GET', `/api/v1/task/${task.id}/history`);
    expect(history.map((entry: { type: string }) => entry.type)).toEqual(['task.updated', 'task.created']);
  });
});
