import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/open-persistence.js';
import type { PostgresChangeSignal } from '../../../adapters/persistence/postgres/postgres-change-signal.js';
import { gracefulCloser } from '../../../bootstrap/graceful-close.js';
import type { RunningFeed } from '../../../bootstrap/live-feed.js';
import { TOKENS } from '../../../bootstrap/tokens.js';
import type { NewChange } from '../../../domain/changes/change.js';
import { instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { openFeed, rawFeed, readUntil } from '../../support/feed-client.js';
import { expectProblem, json } from '../../support/http.js';
import { ManualSchedule } from '../../support/manual-schedule.js';
import { parsePrometheusText, sampleValue } from '../../support/prometheus-text.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import type { TestApp } from '../../support/test-app.js';
import { withTwoInstances } from '../../support/two-instances.js';
import { useTestApp } from '../../support/use-test-app.js';

const HEARTBEAT_MS = 15_000;

async function metric(t: TestApp, name: string): Promise<number> {
  return sampleValue(parsePrometheusText(await (await t.request('GET', '/metrics')).text()), name);
}

describeEachBackend('live feed', (backend) => {
  const schedule = new ManualSchedule();
  const t = useTestApp(backend, { app: { feedSchedule: schedule.schedule } });
  let server: SocketServer;
  beforeEach(async () => {
    server = await serveOnSocket(t);
  });
  afterEach(async () => {
    await server.close();
  });

  const write = async (method: string, path: string, body?: object) => {
    const response = await t.request(method, path, { token: t.admin, json: body });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.status === 204 ? undefined : json(response);
  };

  it('when records are created, updated, archived and deleted, then a stream gets one event per write, in order, as the webhook JSON', async () => {
    const feed = openFeed(server.origin, t.admin);
    await feed.opened;
    const task = await write('POST', '/api/v1/task', { code: 'T-1', label: 'Prepare' });
    await write('PATCH', `/api/v1/task/${task.id}`, { label: 'Prepare the audit' });
    await write('DELETE', `/api/v1/task/${task.id}`);
    const tag = await write('POST', '/api/v1/tag', { code: 'URGENT', label: 'Urgent' });
    await write('DELETE', `/api/v1/tag/${tag.id}`);
    await expect.poll(() => feed.events.length).toBe(5);
    feed.close();
    expect(feed.events.map((event) => event.type)).toEqual([
      'task.created',
      'task.updated',
      'task.archived',
      'tag.created',
      'tag.deleted',
    ]);
    for (const event of feed.events) {
      expect(event.data).toMatchObject({ type: event.type, data: { changeId: Number(event.id) } });
    }
    const ids = feed.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(feed.events[1]!.data.data).toMatchObject({
      resource: 'tasks',
      id: task.id,
      code: 'T-1',
      actor: { username: 'admin', apiKey: null },
      record: { label: 'Prepare the audit' },
      changes: [{ field: 'label', before: 'Prepare', after: 'Prepare the audit' }],
    });
  });

  it('when a caller lacks tasks:read, then their stream carries the tag events and no task event', async () => {
    const role = await t.request('POST', '/api/v1/auth/roles', {
      token: t.admin,
      json: { code: 'TAG_READER', label: 'Tag reader', permissions: ['tags:read'] },
    });
    expect(role.status).toBe(201);
    const reader = await t.createUser({ username: 'tag-reader', roles: ['TAG_READER'] });
    const feed = openFeed(server.origin, await reader.token());
    await feed.opened;
    await write('POST', '/api/v1/task', { code: 'T-1', label: 'Hidden' });
    await write('POST', '/api/v1/tag', { code: 'SEEN', label: 'Seen' });
    // The task was written first: had it been sent, it would have arrived before the tag.
    await expect.poll(() => feed.events.length).toBe(1);
    feed.close();
    expect(feed.events[0]).toMatchObject({ type: 'tag.created', data: { data: { code: 'SEEN' } } });
  });

  it('when a client reconnects with Last-Event-ID, then it gets exactly the events it missed, then the live ones', async () => {
    const first = openFeed(server.origin, t.admin);
    await first.opened;
    await write('POST', '/api/v1/tag', { code: 'A', label: 'a' });
    await write('POST', '/api/v1/tag', { code: 'B', label: 'b' });
    await expect.poll(() => first.events.length).toBe(2);
    first.close();
    for (const code of ['C', 'D', 'E']) await write('POST', '/api/v1/tag', { code, label: code });
    const resumed = openFeed(server.origin, t.admin, { lastEventId: first.events[1]!.id });
    const byQuery = openFeed(server.origin, t.admin, { query: `?lastEventId=${first.events[1]!.id}` });
    await Promise.all([resumed.opened, byQuery.opened]);
    await write('POST', '/api/v1/tag', { code: 'F', label: 'f' });
    for (const feed of [resumed, byQuery]) {
      await expect.poll(() => feed.events.length).toBe(4);
      feed.close();
      expect(feed.events.map((event) => event.data.data.code)).toEqual(['C', 'D', 'E', 'F']);
    }
  });

  it('when a client connects without Last-Event-ID, then it gets new events only', async () => {
    await write('POST', '/api/v1/tag', { code: 'OLD', label: 'old' });
    const feed = openFeed(server.origin, t.admin);
    await feed.opened;
    await write('POST', '/api/v1/tag', { code: 'NEW', label: 'new' });
    await expect.poll(() => feed.events.length).toBe(1);
    feed.close();
    expect(feed.events[0]!.data.data.code).toBe('NEW');
  });

  it('when the heartbeat interval passes, then an idle stream gets a heartbeat comment', async () => {
    const armed = schedule.set(HEARTBEAT_MS) + 1;
    const { response, close } = await rawFeed(server.origin, t.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    await schedule.setTimes(HEARTBEAT_MS, armed);
    schedule.fire(HEARTBEAT_MS);
    expect(await readUntil(response, (text) => text.includes('\n\n'))).toBe(': heartbeat\n\n');
    close();
  });

  it('when a client stops reading, then its queue stays bounded and it gets a final overflow naming the last event it has, then the end', async () => {
    const persistence = t.service.container.get<Persistence>(TOKENS.persistence);
    const { response } = await rawFeed(server.origin, t.admin);
    response.pause();
    const big = (n: number): NewChange => ({
      resource: 'tasks',
      recordId: n,
      code: `T-${n}`,
      action: 'created',
      actor: { username: 'admin', apiKey: null },
      at: instantFromMicros(1_795_000_000_000_000),
      fields: [],
      record: { id: n, code: `T-${n}`, description: 'x'.repeat(8 * 1024) },
    });
    // Rounds of 256 KiB until the socket's buffers and the stream's queue (1 MiB) are full, each
    // read and fanned out before the next; a bounded number of them.
    const { feed } = t.service.container.get<RunningFeed>(TOKENS.liveFeed);
    let written = 0;
    for (let round = 0; round < 400 && feed.streams === 1; round += 1) {
      const entries = Array.from({ length: 32 }, (_, i) => big(written + i + 1));
      written += entries.length;
      await persistence.unitOfWork.run(() => persistence.changeLog.append(entries));
      persistence.changeSignal.notify();
      await feed.settled();
    }
    expect(await metric(t, 'feed_clients_dropped_total')).toBe(1);
    expect(await metric(t, 'feed_streams_open')).toBe(0);
    response.resume();
    const text = await readUntil(response, () => false);
    const messages = text.split('\n\n').filter((message) => message !== '');
    const last = messages.at(-1)!;
    const ids = messages.slice(0, -1).map((message) => Number(/^id: (\d+)/.exec(message)![1]));
    expect(last).toBe(`id: ${ids.at(-1)}\nevent: overflow\ndata: {"lastEventId":${ids.at(-1)}}`);
    // Every event before it, in order and without a gap; far fewer than were written.
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => ids[0]! + i));
    expect(ids.length).toBeLessThan(written);
    expect(response.complete).toBe(true);
  });

  it('when the service shuts down, then every stream ends and the graceful close does not wait for them', async () => {
    const closeServer = gracefulCloser(server.server);
    const feed = await rawFeed(server.origin, t.admin);
    expect(await metric(t, 'feed_streams_open')).toBe(1);
    t.service.endStreams();
    await new Promise<void>((resolve) => closeServer(resolve));
    expect(await readUntil(feed.response, () => false)).toBe('');
    expect(feed.response.complete).toBe(true);
  });

  it('when Last-Event-ID is not a change ID, then it is a 400 and no stream opens', async () => {
    const response = await t.request('GET', '/api/v1/events', {
      token: t.admin,
      headers: { 'Last-Event-ID': 'abc' },
    });
    await expectProblem(response, 400, 'REQUEST.INVALID');
    expect(await metric(t, 'feed_streams_open')).toBe(0);
  });

  it('when no token is sent, then it is a 401', async () => {
    await expectProblem(await t.request('GET', '/api/v1/events'), 401);
  });
});

describeEachBackend(
  'live feed across instances',
  (backend) => {
    it('when a record is written on one instance, then a client of another instance receives it', async () => {
      // Manual timers: the safety poll never fires, so only the other instance's NOTIFY can bring the event.
      const feedSchedule = new ManualSchedule().schedule;
      await withTwoInstances(
        backend,
        async (one, two) => {
          const server = await serveOnSocket(two);
          try {
            const persistence = two.service.container.get<Persistence>(TOKENS.persistence);
            await (persistence.changeSignal as PostgresChangeSignal).listening();
            const feed = openFeed(server.origin, await two.adminToken());
            await feed.opened;
            const written = await one.request('POST', '/api/v1/tag', {
              token: await one.adminToken(),
              json: { code: 'FROM-ONE', label: 'From instance one' },
            });
            expect(written.status).toBe(201);
            await expect.poll(() => feed.events.length).toBe(1);
            feed.close();
            expect(feed.events[0]).toMatchObject({
              type: 'tag.created',
              data: { data: { code: 'FROM-ONE' } },
            });
          } finally {
            await server.close();
          }
        },
        { feedSchedule },
      );
    });
  },
  ['postgres'],
);
