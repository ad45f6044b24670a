import { expect, it } from 'vitest';
import type { HostResolver } from '../../../application/webhooks/ports/host-resolver.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const PATH = '/api/v1/webhooks';
const HOOK = 'https://hooks.example.com/in';

/** Names the tests use: a public one, and one an attacker points at the loopback interface. */
const resolver: HostResolver = {
  resolve: async (host) =>
    (
      ({
        'hooks.example.com': ['93.184.216.34'],
        localhost: ['127.0.0.1', '::1'],
        'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
      }) as Record<string, string[]>
    )[host] ?? [],
};

describeEachBackend('webhook subscriptions (/api/v1/webhooks)', (backend) => {
  const t = useTestApp(backend, { app: { hostResolver: resolver } });

  const create = (json: unknown) => t.request('POST', PATH, { token: t.admin, json });

  it('when an administrator subscribes, then the answer shows the secret once and later answers never do', async () => {
    const created = await create({
      url: HOOK,
      events: ['task.updated', 'task.created'],
      description: 'Sync',
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number; secret: string };
    expect(created.headers.get('Location')).toBe(`${PATH}/${body.id}`);
    expect(body).toMatchObject({
      url: HOOK,
      events: ['task.created', 'task.updated'],
      description: 'Sync',
      paused: false,
      pausedReason: null,
    });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

    const read = await t.request('GET', `${PATH}/${body.id}`, { token: t.admin });
    expect(read.status).toBe(200);
    const shown = await read.json();
    expect(shown).not.toHaveProperty('secret');
    expect(shown).toEqual({ ...body, secret: undefined });
    const listed = await (await t.request('GET', PATH, { token: t.admin })).json();
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(body.secret.slice(6));
  });

  it('when subscriptions are listed with a limit, then pages follow the Link header and filters apply', async () => {
    for (const n of [1, 2, 3]) await create({ url: `${HOOK}/${n}`, events: ['*'] });
    const second = await (await t.request('GET', `${PATH}?limit=1`, { token: t.admin })).json();
    await t.request('PATCH', `${PATH}/${(second as { id: number }[])[0]!.id + 1}`, {
      token: t.admin,
      json: { paused: true },
    });
    const first = await t.request('GET', `${PATH}?limit=2&count=true`, { token: t.admin });
    expect(first.headers.get('X-Total-Count')).toBe('3');
    const next = first.headers.get('Link')!.match(/<([^>]+)>/)![1]!;
    const rest = await (await t.request('GET', next, { token: t.admin })).json();
    const urls = [...((await first.json()) as { url: string }[]), ...(rest as { url: string }[])].map(
      (w) => w.url,
    );
    expect(urls).toEqual([`${HOOK}/1`, `${HOOK}/2`, `${HOOK}/3`]);
    const paused = (await (await t.request('GET', `${PATH}?paused=true`, { token: t.admin })).json()) as {
      url: string;
    }[];
    expect(paused.map((w) => w.url)).toEqual([`${HOOK}/2`]);
  });

  it('when subscriptions are searched, then words of the URL and the description find them', async () => {
    await create({ url: `${HOOK}/crm`, events: ['*'], description: 'Ticketing sync' });
    await create({ url: `${HOOK}/billing`, events: ['*'] });
    const found = async (q: string) =>
      ((await json(await t.request('GET', `${PATH}?q=${q}`, { token: t.admin }))) as { url: string }[]).map(
        (w) => w.url,
      );
    expect(await found('ticket')).toEqual([`${HOOK}/crm`]);
    expect(await found('billing')).toEqual([`${HOOK}/billing`]);
  });

  it('when a change comes as application/merge-patch+json, then it is applied the same', async () => {
    const { id } = (await json(await create({ url: HOOK, events: ['*'] }))) as { id: number };
    const response = await t.request('PATCH', `${PATH}/${id}`, {
      token: t.admin,
      body: JSON.stringify({ description: 'Merged' }),
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ description: 'Merged', events: ['*'] });
  });

  it('when a subscription is changed, paused and resumed, then each answer shows it and it is read back so', async () => {
    const { id } = (await (await create({ url: HOOK, events: ['tag.created'] })).json()) as { id: number };
    const changed = await t.request('PATCH', `${PATH}/${id}`, {
      token: t.admin,
      json: { events: ['*'], description: 'All of it', paused: true },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ events: ['*'], description: 'All of it', paused: true });
    const resumed = await t.request('PATCH', `${PATH}/${id}`, {
      token: t.admin,
      json: { paused: false, description: null },
    });
    expect(await resumed.json()).toMatchObject({
      url: HOOK,
      events: ['*'],
      description: null,
      paused: false,
    });
    expect(await (await t.request('GET', `${PATH}/${id}`, { token: t.admin })).json()).toMatchObject({
      events: ['*'],
      description: null,
      paused: false,
    });
  });

  it('when a subscription is deleted, then it is gone and a second delete is a 404', async () => {
    const { id } = (await (await create({ url: HOOK, events: ['*'] })).json()) as { id: number };
    expect((await t.request('DELETE', `${PATH}/${id}`, { token: t.admin })).status).toBe(204);
    const again = await t.request('DELETE', `${PATH}/${id}`, { token: t.admin });
    expect(again.status).toBe(404);
    expect((await json(again)).code).toBe('WEBHOOK.NOT_FOUND');
    expect((await t.request('GET', `${PATH}/${id}`, { token: t.admin })).status).toBe(404);
    expect((await t.request('GET', `${PATH}/${id}/deliveries`, { token: t.admin })).status).toBe(404);
  });

  it('when a USER calls any webhook route, then it is a 403 and nothing is created', async () => {
    const user = await (await t.createUser({ username: 'alice' })).token();
    expect((await t.request('GET', PATH, { token: user })).status).toBe(403);
    expect((await t.request('POST', PATH, { token: user, json: { url: HOOK, events: ['*'] } })).status).toBe(
      403,
    );
    expect(await (await t.request('GET', PATH, { token: t.admin })).json()).toEqual([]);
  });

  it.each([
    [{ url: HOOK, events: ['task.created', 'task.exploded'] }, 'WEBHOOK.UNKNOWN_EVENT', ['events[1]']],
    [{ url: HOOK, events: [] }, 'WEBHOOK.NO_EVENTS', ['events']],
    [{ url: 'ftp://hooks.example.com/', events: ['*'] }, 'WEBHOOK.INVALID_URL', ['url']],
    [{ url: 'hooks.example.com', events: ['*'] }, 'WEBHOOK.INVALID_URL', ['url']],
    [{ url: 'https://nowhere.example.com/', events: ['*'] }, 'WEBHOOK.UNRESOLVABLE_HOST', ['url']],
  ])('when the body is %j, then it is a 400 %s naming the field', async (json, code, paths) => {
    const response = await create(json);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; errors: { path: string }[] };
    expect(problem.code).toBe(code);
    expect(problem.errors.map((e) => e.path)).toEqual(paths);
    expect(await (await t.request('GET', PATH, { token: t.admin })).json()).toEqual([]);
  });

  it('when the body has an unknown field or no events, then the request validation refuses it', async () => {
    expect((await create({ url: HOOK, events: ['*'], secret: 'mine' })).status).toBe(400);
    expect((await create({ url: HOOK })).status).toBe(400);
  });

  it.each([
    'http://127.0.0.1:8080/',
    'http://10.0.0.8/',
    'http://192.168.1.20/',
    'http://172.20.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://224.0.0.1/',
    'http://localhost/',
    'https://rebind.example.com/',
  ])(
    'when the URL reaches inside the network (%s), then it is a 400 WEBHOOK.FORBIDDEN_ADDRESS',
    async (url) => {
      const response = await create({ url, events: ['*'] });
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { code: string; errors: { path: string }[] };
      expect(problem.code).toBe('WEBHOOK.FORBIDDEN_ADDRESS');
      expect(problem.errors.map((e) => e.path)).toEqual(['url']);
      expect(await (await t.request('GET', PATH, { token: t.admin })).json()).toEqual([]);
    },
  );

  it('when a subscription is changed to a URL inside the network, then it is refused and kept as it was', async () => {
    const { id } = (await (await create({ url: HOOK, events: ['*'] })).json()) as { id: number };
    const response = await t.request('PATCH', `${PATH}/${id}`, {
      token: t.admin,
      json: { url: 'http://10.0.0.1/' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('WEBHOOK.FORBIDDEN_ADDRESS');
    expect(await (await t.request('GET', `${PATH}/${id}`, { token: t.admin })).json()).toMatchObject({
      url: HOOK,
    });
  });
});
