import { expect, it } from 'vitest';
import type { Backend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import type { UsedTestApp } from '../../support/use-test-app.js';

/** One kind of resource with PUT, as the shared conditional-request and PATCH cases see it. */
export interface ConditionalResource {
  /** e.g. `tasks` */
  readonly name: string;
  /** e.g. `/api/v1/task` */
  readonly base: string;
  /** Stores one resource (through the API) and returns its representation. */
  create(t: UsedTestApp, n: number): Promise<Record<string, unknown>>;
  /** A PUT body that changes the resource read as `current`. */
  put(current: Record<string, unknown>): object;
  /** A merge patch that changes one field, and what the representation then holds. */
  readonly patch: { readonly body: object; readonly expected: Record<string, unknown> };
}

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };
const STALE = '"a-tag-the-resource-never-had"';

/** docs/api/records.md#conditional-requests and #patch: the cases every resource with PUT shares. */
export function conditionalCases(t: UsedTestApp, _backend: Backend, r: ConditionalResource): void {
  const path = (id: unknown) => `${r.base}/${id}`;
  const read = (id: unknown, headers: Record<string, string> = {}) =>
    t.request('GET', path(id), { token: t.admin, headers });
  const put = (id: unknown, body: object, headers: Record<string, string> = {}) =>
    t.request('PUT', path(id), { token: t.admin, json: body, headers });
  const patch = (id: unknown, body: object, headers: Record<string, string> = {}) =>
    t.request('PATCH', path(id), {
      token: t.admin,
      body: JSON.stringify(body),
      headers: { ...MERGE_PATCH, ...headers },
    });
  const etagOf = async (id: unknown) => (await read(id)).headers.get('etag')!;

  it('when read twice, then both answers carry the same strong ETag', async () => {
    const created = await r.create(t, 1);
    const first = await read(created.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await read(created.id)).headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('when If-None-Match names the current ETag (also weak, in a list, or *), then 304 without a body', async () => {
    const { id } = await r.create(t, 1);
    const etag = await etagOf(id);
    for (const condition of [etag, `W/${etag}`, `${STALE}, ${etag}`, '*']) {
      const response = await read(id, { 'if-none-match': condition });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    const changed = await read(id, { 'if-none-match': STALE });
    expect(changed.status).toBe(200);
    expect((await json(changed)).id).toBe(id);
  });

  it('when written without If-Match, then it answers as before with a new ETag, the one later reads give', async () => {
    const created = await r.create(t, 1);
    const before = await etagOf(created.id);
    const response = await put(created.id, r.put(created));
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag');
    expect(etag).not.toBe(before);
    expect(etag).toBe(await etagOf(created.id));
    const answer = await json(response);
    expect(await json(await read(created.id))).toEqual(answer);
  });

  it('when If-Match names the current ETag (or a list holding it, or *), then the PUT is written', async () => {
    const created = await r.create(t, 1);
    for (const condition of [(etag: string) => etag, (etag: string) => `${STALE}, ${etag}`, () => '*']) {
      const current = await json(await read(created.id));
      const response = await put(created.id, r.put(current), {
        'if-match': condition(await etagOf(created.id)),
      });
      expect(response.status).toBe(200);
    }
  });

  it('when If-Match names an older or a weak ETag, then 412 RECORD.PRECONDITION_FAILED and nothing changes', async () => {
    const created = await r.create(t, 1);
    const old = await etagOf(created.id);
    expect((await put(created.id, r.put(created))).status).toBe(200);
    const stored = await json(await read(created.id));
    const current = await etagOf(created.id);
    for (const condition of [old, `W/${current}`, STALE]) {
      await expectProblem(
        await put(created.id, r.put(stored), { 'if-match': condition }),
        412,
        'RECORD.PRECONDITION_FAILED',
      );
      await expectProblem(
        await patch(created.id, r.patch.body, { 'if-match': condition }),
        412,
        'RECORD.PRECONDITION_FAILED',
      );
    }
    expect(await json(await read(created.id))).toEqual(stored);
    expect(await etagOf(created.id)).toBe(current);
  });

  it('when If-Match is not a list of entity tags, then 400 REQUEST.INVALID naming the header', async () => {
    const created = await r.create(t, 1);
    const body = await expectProblem(
      await put(created.id, r.put(created), { 'if-match': 'no-quotes' }),
      400,
      'REQUEST.INVALID',
    );
    expect(body.errors?.[0]?.path).toBe('if-match');
    expect(await json(await read(created.id))).toEqual(created);
  });

  it('when the resource does not exist, then PUT, PATCH and DELETE with If-Match are 404', async () => {
    const condition = { 'if-match': '*' };
    await expectProblem(await put(987654, r.put(await r.create(t, 1)), condition), 404);
    await expectProblem(await patch(987654, r.patch.body, condition), 404);
    await expectProblem(await t.request('DELETE', path(987654), { token: t.admin, headers: condition }), 404);
  });

  it('when DELETE names an older ETag, then 412 and the resource stays; with the current one, 204', async () => {
    const created = await r.create(t, 1);
    const old = await etagOf(created.id);
    expect((await put(created.id, r.put(created))).status).toBe(200);
    const remove = (condition: string) =>
      t.request('DELETE', path(created.id), { token: t.admin, headers: { 'if-match': condition } });
    await expectProblem(await remove(old), 412, 'RECORD.PRECONDITION_FAILED');
    expect((await read(created.id)).status).toBe(200);
    const removed = await remove(await etagOf(created.id));
    expect(removed.status).toBe(204);
    expect((await read(created.id)).status).toBe(404);
  });

  it('when patched, then only the patched fields change and the answer carries the new ETag', async () => {
    const created = await r.create(t, 1);
    const response = await patch(created.id, r.patch.body);
    expect(response.status).toBe(200);
    const patched = await json(response);
    expect(patched).toMatchObject(r.patch.expected);
    const untouched = Object.keys(created).filter(
      (key) => !(key in r.patch.expected) && !/^lastModified|^updated/.test(key),
    );
    for (const key of untouched) expect(patched[key], key).toEqual(created[key]);
    expect(response.headers.get('etag')).toBe(await etagOf(created.id));
    expect(await json(await read(created.id))).toEqual(patched);
  });

  it('when a PATCH names the current ETag in If-Match, then it is written', async () => {
    const created = await r.create(t, 1);
    const response = await patch(created.id, r.patch.body, { 'if-match': await etagOf(created.id) });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject(r.patch.expected);
  });

  it('when a PATCH is sent as application/json, then it is accepted; as text/plain, 400 REQUEST.WRONG_CONTENT_TYPE', async () => {
    const created = await r.create(t, 1);
    const plain = await t.request('PATCH', path(created.id), {
      token: t.admin,
      body: JSON.stringify(r.patch.body),
      headers: { 'content-type': 'text/plain' },
    });
    await expectProblem(plain, 400, 'REQUEST.WRONG_CONTENT_TYPE');
    expect(await json(await read(created.id))).toEqual(created);
    const asJson = await t.request('PATCH', path(created.id), { token: t.admin, json: r.patch.body });
    expect(asJson.status).toBe(200);
  });

  it('when a PATCH holds an unknown property, malformed JSON or no object, then 400 and nothing changes', async () => {
    const created = await r.create(t, 1);
    const unknown = await expectProblem(
      await patch(created.id, { ...r.patch.body, colour: 'red' }),
      400,
      'REQUEST.INVALID',
    );
    expect(unknown.errors).toContainEqual({ path: 'colour', message: 'is not a known property' });
    await expectProblem(await patch(created.id, ['not', 'an', 'object']), 400, 'REQUEST.INVALID');
    const malformed = await t.request('PATCH', path(created.id), {
      token: t.admin,
      body: '{"a":',
      headers: MERGE_PATCH,
    });
    await expectProblem(malformed, 400, 'REQUEST.MALFORMED_JSON');
    expect(await json(await read(created.id))).toEqual(created);
  });

  it('when a USER patches, then 403; without a token, 401', async () => {
    const created = await r.create(t, 1);
    const user = await t.createUser({ username: 'patcher', roles: ['USER'] });
    const body = JSON.stringify(r.patch.body);
    await expectProblem(
      await t.request('PATCH', path(created.id), { token: await user.token(), body, headers: MERGE_PATCH }),
      403,
    );
    await expectProblem(await t.request('PATCH', path(created.id), { body, headers: MERGE_PATCH }), 401);
  });
}
