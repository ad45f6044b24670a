import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { openFeed } from '../../support/feed-client.js';
import { ManualSchedule } from '../../support/manual-schedule.js';
import { type SocketServer, serveOnSocket } from '../../support/socket-server.js';
import { useTestApp } from '../../support/use-test-app.js';

/** Many changes at once to many streams: each read goes out as one run per audience (docs/api/changes.md#live-feed). */
describeEachBackend('live feed fan-out', (backend) => {
  const t = useTestApp(backend, { app: { feedSchedule: new ManualSchedule().schedule } });
  let server: SocketServer;
  beforeEach(async () => {
    server = await serveOnSocket(t);
  });
  afterEach(async () => {
    await server.close();
  });

  it('when imports commit many changes at once, then every stream gets each event it may see once, in order, whatever its audience', async () => {
    const role = await t.request('POST', '/api/v1/auth/roles', {
      token: t.admin,
      json: { code: 'TAG_READER', label: 'Tag reader', permissions: ['tags:read'] },
    });
    expect(role.status).toBe(201);
    const tagReader = await (await t.createUser({ username: 'tag-reader', roles: ['TAG_READER'] })).token();
    const admins = [openFeed(server.origin, t.admin), openFeed(server.origin, t.admin)];
    const tagsOnly = openFeed(server.origin, tagReader);
    await Promise.all([...admins, tagsOnly].map((feed) => feed.opened));
    const imported = async (path: string, codes: string[]) => {
      const response = await t.request('POST', path, {
        token: t.admin,
        json: codes.map((code) => ({ code, label: code })),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    const taskCodes = Array.from({ length: 40 }, (_, i) => `T-${String(i).padStart(2, '0')}`);
    const tagCodes = ['A', 'B', 'C'];
    await Promise.all([
      imported('/api/v1/task/import.json', taskCodes),
      imported('/api/v1/tag/import.json', tagCodes),
    ]);
    for (const feed of admins) await expect.poll(() => feed.events.length).toBe(43);
    await expect.poll(() => tagsOnly.events.length).toBe(3);
    for (const feed of [...admins, tagsOnly]) feed.close();
    const [first, second] = admins.map((feed) => feed.events.map((event) => Number(event.id)));
    expect(first).toEqual([...new Set(first)].sort((a, b) => a - b));
    expect(second).toEqual(first);
    expect(admins[0]!.events.map((event) => event.data.data.code).sort()).toEqual([
      ...tagCodes,
      ...taskCodes,
    ]);
    expect(tagsOnly.events.map((event) => event.type)).toEqual(['tag.created', 'tag.created', 'tag.created']);
    expect(tagsOnly.events.map((event) => event.data.data.code).sort()).toEqual(tagCodes);
    const tagIds = admins[0]!.events.filter((event) => event.type === 'tag.created').map((event) => event.id);
    expect(tagsOnly.events.map((event) => event.id)).toEqual(tagIds);
  });
});
